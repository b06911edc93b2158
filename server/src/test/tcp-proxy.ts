import net from 'node:net';

/**
 * A loopback TCP proxy for fault tests: the code under test connects to `url` instead of the real service, and the
 * test cuts the line (every open connection reset, new ones refused: what a restarting PostgreSQL looks like from
 * the client), black-holes it (connections accepted, nothing forwarded: a network partition), or restores it.
 * The real service is never touched, so other processes using it are not disturbed.
 */
export interface TcpProxy {
  port: number;
  /** Open connections through the proxy right now. */
  readonly open: number;
  /** Resets every open connection and refuses new ones until restore(). */
  cut(): void;
  /** Accepts connections but forwards nothing (and resets the open ones) until restore(). */
  blackhole(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: 'up' | 'cut' | 'blackhole' = 'up';
  const pairs = new Set<net.Socket>();
  const held = new Set<net.Socket>();
  const resetAll = () => {
    for (const s of pairs) s.resetAndDestroy();
    pairs.clear();
  };
  const server = net.createServer((client) => {
    client.on('error', () => undefined);
    if (mode === 'cut') return void client.resetAndDestroy();
    if (mode === 'blackhole') {
      held.add(client);
      client.on('close', () => held.delete(client));
      return;
    }
    const upstream = net.connect(target);
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    client.on('close', () => {
      upstream.destroy();
      pairs.delete(client);
      pairs.delete(upstream);
    });
    upstream.on('close', () => client.destroy());
    pairs.add(client);
    pairs.add(upstream);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    get open() {
      return pairs.size / 2;
    },
    cut() {
      mode = 'cut';
      resetAll();
    },
    blackhole() {
      mode = 'blackhole';
      resetAll();
    },
    restore() {
      mode = 'up';
      for (const s of held) s.resetAndDestroy();
      held.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        resetAll();
        for (const s of held) s.destroy();
        server.close(() => resolve());
      }),
  };
}
