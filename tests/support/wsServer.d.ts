// The server half of ws that tests/support/socketProxy.ts uses (gateway/markets/ws.d.ts declares
// the client half); ws comes with @fastify/websocket.
declare module 'ws' {
  import type { IncomingMessage } from 'node:http';
  import type { Duplex } from 'node:stream';
  import type WebSocket from 'ws';

  export class WebSocketServer {
    constructor(options: { noServer: true });
    readonly clients: Set<WebSocket>;
    handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer, done: (socket: WebSocket) => void): void;
  }
}
