// The part of the ws client that the market stream's tests and bench use. ws comes with
// @fastify/websocket (the server side is built on it); its types are a separate package the
// project does not add for these few calls.
declare module 'ws' {
  class WebSocket {
    static readonly OPEN: number;
    constructor(url: string, options?: { headers?: Record<string, string> });
    readonly readyState: number;
    send(data: string): void;
    close(code?: number): void;
    terminate(): void;
    on(event: 'message', listener: (data: Buffer) => void): this;
    on(event: 'open' | 'ping' | 'pong', listener: () => void): this;
    on(event: 'close', listener: (code: number, reason: Buffer) => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
    once(event: 'open', listener: () => void): this;
    once(event: 'close', listener: (code: number) => void): this;
    once(event: 'error', listener: (error: Error) => void): this;
  }
  export default WebSocket;
}
