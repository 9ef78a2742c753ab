import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A loopback TCP proxy to put between the app and its database, to take the database away and
 * bring it back: `cut()` closes the listening port and drops every open connection (the app
 * sees resets and refused connections, as when PostgreSQL stops); `stall()` drops them too but
 * then accepts connections and never answers (a host that went silent); `restore()` forwards
 * again on the same port.
 */
export class TcpProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private listeningPort = 0;
  private stalled = false;

  constructor(private readonly target: { host: string; port: number }) {}

  /** The proxy's port once started. */
  get port(): number {
    return this.listeningPort;
  }

  /** `url` with its host and port replaced by the proxy's. */
  rewrite(url: string): string {
    const through = new URL(url);
    through.hostname = '127.0.0.1';
    through.port = String(this.listeningPort);
    return through.toString();
  }

  async start(): Promise<void> {
    await this.listen(0);
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    this.dropConnections();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  async stall(): Promise<void> {
    this.stalled = true;
    this.dropConnections();
  }

  async restore(): Promise<void> {
    this.stalled = false;
    this.dropConnections();
    if (!this.server) await this.listen(this.listeningPort);
  }

  private dropConnections(): void {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }

  private track(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  }

  private async listen(port: number): Promise<void> {
    const server = createServer((client) => {
      this.track(client);
      if (this.stalled) return;
      const upstream = connect(this.target.port, this.target.host);
      this.track(upstream);
      client.pipe(upstream);
      upstream.pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.listeningPort = (server.address() as { port: number }).port;
  }
}
