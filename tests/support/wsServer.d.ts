// The server half of ws that tests/support/socketProxy.ts uses (gateway/markets/ws.d.ts declares
// the client half); ws comes with @fastify/websocket.
declare module 'ws' {
  import type { IncomingMessage } from 'node:http';
  import type { Duplex } from 'node:stream';

  export class WebSocketServer {
    constructor(options: { noServer: true });
    readonly clients: Set<import('ws').default>;
    handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer, done: (socket: import('ws').default) => void): void;
  }
}
