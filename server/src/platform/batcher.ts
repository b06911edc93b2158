/**
 * Gathers calls made in the same turn of the event loop (or while the previous batch's statement is in flight) into
 * one call of `run`, which answers one result per item, in order. The job runner marks jobs done with it, the
 * generator records finished replies with it, and the scheduler's publish job uses it so 100 posts claimed
 * together cost one UPDATE to `publishing` and one to `published` instead of 100 each (README: Scheduler, figures).
 */
export function createBatcher<I, O>(run: (items: I[]) => Promise<O[]>, maxBatch = 500): (item: I) => Promise<O> {
  let queue: { item: I; resolve: (value: O) => void; reject: (error: unknown) => void }[] = [];
  let flushing = false;
  const flush = async () => {
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(maxBatch);
      try {
        const results = await run(batch.map((b) => b.item));
        batch.forEach((b, i) => b.resolve(results[i]));
      } catch (error) {
        for (const b of batch) b.reject(error);
      }
    }
    flushing = false;
  };
  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (flushing) return;
      flushing = true;
      setImmediate(() => void flush());
    });
}
