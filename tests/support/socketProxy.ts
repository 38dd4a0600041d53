// The gateway seen through a proxy of the test's own, which hands the test every market socket
// the page opens. Playwright's routeWebSocket cannot reach a socket opened in a Web Worker
// (microsoft/playwright#37048), and the market socket lives in one: a test that needs to hold,
// drop or inject frames opens the app at `proxy.url` instead. Everything else passes through
// untouched (same origin as far as the page can tell, so the service worker, cookies and the
// CSP's 'self' all hold).
import { createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import { baseUrl } from './gateway';

export interface ProxiedSocket {
  /** Sends a frame to the page as if the gateway had. */
  send(frame: string): void;
  /** Closes the page's socket (and the gateway's side). */
  close(): Promise<void>;
}

export interface SocketProxy {
  readonly url: string;
  /** Every market socket opened through the proxy, oldest first. */
  readonly sockets: readonly ProxiedSocket[];
  /** Every frame the page sent, oldest first. */
  readonly sent: readonly string[];
  close(): Promise<void>;
}

/** `fromServer`: each gateway frame, which the handler passes on with `socket.send` or not; by default every frame passes. */
export async function proxySockets(target: string, fromServer?: (frame: string, socket: ProxiedSocket) => void): Promise<SocketProxy> {
  const gateway = new URL(target);
  const sockets: ProxiedSocket[] = [];
  const sent: string[] = [];
  const upgrades = new WebSocketServer({ noServer: true });
  const open = new Set<Socket>();
  const server = createServer((req, res) => {
    const upstream = request({ host: gateway.hostname, port: gateway.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
  });
  server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    upgrades.handleUpgrade(req, socket, head, (page: WebSocket) => {
      const headers: Record<string, string> = {};
      for (const name of ['cookie', 'user-agent', 'origin']) {
        const value = req.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const upstream = new WebSocket(`ws://${gateway.host}${req.url ?? '/'}`, { headers });
      const waiting: string[] = [];
      const proxied: ProxiedSocket = {
        send: (frame) => {
          if (page.readyState === WebSocket.OPEN) page.send(frame);
        },
        close: async () => {
          page.close();
          upstream.close();
        },
      };
      sockets.push(proxied);
      upstream.on('open', () => {
        for (const frame of waiting.splice(0)) upstream.send(frame);
      });
      upstream.on('message', (data) => {
        const frame = data.toString();
        if (fromServer) fromServer(frame, proxied);
        else proxied.send(frame);
      });
      page.on('message', (data) => {
        const frame = data.toString();
        sent.push(frame);
        if (upstream.readyState === WebSocket.OPEN) upstream.send(frame);
        else waiting.push(frame);
      });
      upstream.on('close', () => page.close());
      upstream.on('error', () => page.terminate());
      page.on('close', () => upstream.close());
      page.on('error', () => upstream.terminate());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, gateway.hostname, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${gateway.hostname}:${port}`,
    sockets,
    sent,
    close: async () => {
      for (const client of upgrades.clients) client.terminate();
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const running: SocketProxy[] = [];

/** A proxy in front of the test gateway, closed by `closeSocketProxies` after the test. */
export async function socketProxy(fromServer?: (frame: string, socket: ProxiedSocket) => void): Promise<SocketProxy> {
  const proxy = await proxySockets(baseUrl(), fromServer);
  running.push(proxy);
  return proxy;
}

export async function closeSocketProxies(): Promise<void> {
  for (const proxy of running.splice(0)) await proxy.close();
}
