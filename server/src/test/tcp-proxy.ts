import net from 'node:net';

/**
 * A loopback TCP proxy for fault tests: the code under test connects to `url` instead of the real service, and the
 * test cuts the line (every open connection reset, new ones refused: what a restarting PostgreSQL looks like from
 * the client), black-holes it (connections accepted, nothing forwarded: a network partition), freezes it (the same,
 * and the open connections stay open but go silent: a partition as a pooled connection sees it), or restores it.
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
  /** Like blackhole(), but the open connections stay open, silent both ways, until restore() resets them. */
  freeze(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: 'up' | 'cut' | 'blackhole' = 'up';
  /** Each forwarded client connection and its upstream, so freeze() can silence them. */
  const links = new Map<net.Socket, net.Socket>();
  const pairs = new Set<net.Socket>();
  const held = new Set<net.Socket>();
  const resetAll = () => {
    for (const s of pairs) s.resetAndDestroy();
    pairs.clear();
  };
  const server = net.createServer((client) => {
    client.on('error', () => undefined);
    if (mode === 'cut') return void client.resetAndDestroy();
    if (mode !== 'up') {
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
      links.delete(client);
    });
    upstream.on('close', () => client.destroy());
    pairs.add(client);
    pairs.add(upstream);
    client.pipe(upstream).pipe(client);
    links.set(client, upstream);
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
    freeze() {
      mode = 'blackhole';
      for (const [client, upstream] of links) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    restore() {
      mode = 'up';
      resetAll();
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
