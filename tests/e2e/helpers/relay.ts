import net from 'node:net';

/**
 * A TCP relay on a loopback port in front of a real server (WordPress): the outage tests switch it
 * off (every connection is cut at once) and on again, without touching the server itself.
 */
export interface Relay {
  url: string;
  setDown(down: boolean): void;
  close(): Promise<void>;
}

export async function startRelay(target: string, down = false): Promise<Relay> {
  const upstream = new URL(target);
  let isDown = down;
  // Open connections too: a server that keeps connections alive (nginx) would otherwise go on
  // answering on the ones opened before the outage.
  const open = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    if (isDown) return socket.destroy();
    const connection = net.connect(Number(upstream.port || 80), upstream.hostname);
    socket.pipe(connection).pipe(socket);
    open.add(socket);
    socket.on('close', () => {
      open.delete(socket);
      connection.destroy();
    });
    connection.on('error', () => socket.destroy());
    socket.on('error', () => connection.destroy());
    connection.on('close', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    setDown: (value) => {
      isDown = value;
      if (value) for (const socket of open) socket.destroy();
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
