import { connect, createServer, type Socket } from 'node:net';

/** A TCP relay in front of a database, so a test can make it vanish or freeze and come back. */
export interface TcpProxy {
  readonly port: number;
  /** Closes the port and every connection through it: the database looks down (connection refused). */
  cut(): Promise<void>;
  /** Listens on the same port again: the database is back. */
  restore(): Promise<void>;
  /** Connections stay open but nothing passes either way: the database looks frozen. */
  freeze(): void;
  /** Lets everything held back through, in order. */
  thaw(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let frozen = false;
  let held: Array<{ to: Socket; chunk: Buffer }> = [];

  const relay = (from: Socket, to: Socket) => {
    from.on('data', (chunk: Buffer) => {
      if (frozen) held.push({ to, chunk });
      else to.write(chunk);
    });
    from.on('error', () => to.destroy());
    from.on('close', () => {
      sockets.delete(from);
      to.destroy();
    });
  };

  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    sockets.add(client);
    sockets.add(upstream);
    relay(client, upstream);
    relay(upstream, client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('the proxy has no port');
  const { port } = address;

  const cut = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      held = [];
    });

  return {
    port,
    cut,
    restore: () => listen(port),
    freeze() {
      frozen = true;
    },
    thaw() {
      frozen = false;
      for (const { to, chunk } of held) if (!to.destroyed) to.write(chunk);
      held = [];
    },
    async close() {
      frozen = false;
      if (server.listening) await cut();
      else for (const socket of sockets) socket.destroy();
    },
  };
}
