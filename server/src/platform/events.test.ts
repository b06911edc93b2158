import { createEventHub } from './events';

declare module './events' {
  interface ServerEvents {
    'test.thing.happened': { n: number };
  }
}

describe('area events', () => {
  it('runs every handler in area order with the current context, and fails with the first failing handler', async () => {
    const seen: string[] = [];
    const ctx = { name: 'ctx' };
    const hub = createEventHub<typeof ctx>(
      [
        { 'test.thing.happened': async (p, c) => void seen.push(`a${p.n}${c.name}`) },
        {},
        { 'test.thing.happened': async (p) => void seen.push(`c${p.n}`) },
      ],
      () => ctx,
    );
    await hub.emit('test.thing.happened', { n: 1 });
    expect(seen).toEqual(['a1ctx', 'c1']);

    const failing = createEventHub<typeof ctx>(
      [
        { 'test.thing.happened': async () => Promise.reject(new Error('nope')) },
        { 'test.thing.happened': async () => void seen.push('never') },
      ],
      () => ctx,
    );
    await expect(failing.emit('test.thing.happened', { n: 2 })).rejects.toThrow('nope');
    expect(seen).not.toContain('never');
  });
});
