// Image domains for the front end's failover (section 9): the same images on several loopback
// ports, each with its own latency and failure knobs so a test can make one slow or dead.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ImageKnobs {
  latencyMs: number;
  /** Answer every request with this HTTP status instead of the image. */
  failStatus: number | null;
  /** Destroy the connection without answering. */
  drop: boolean;
}

export interface ImageServerState extends ImageKnobs {
  readonly index: number;
  readonly url: string;
  hits: number;
}

const IMAGE_PATH = /^\/images\/(?:coins\/([A-Za-z0-9]{1,16})|probe)\.svg$/;

/** The width four letters are drawn to: well inside the circle (radius 30) at the text's height. */
const BADGE_TEXT_WIDTH = 42;

export function imageSvg(label: string): string {
  const hue = [...label].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);
  const text = label.slice(0, 4);
  // Smaller type for longer names, and four letters drawn to a set width whatever font the browser
  // picks: "DOGE" and "LUNA" stay inside the circle.
  const size = text.length <= 2 ? 22 : text.length === 3 ? 18 : 14;
  const fit = text.length === 4 ? ` textLength="${BADGE_TEXT_WIDTH}" lengthAdjust="spacingAndGlyphs"` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="hsl(${hue} 60% 45%)"/>`
    + `<text x="32" y="32" dominant-baseline="central" font-family="sans-serif" font-weight="700" font-size="${size}" text-anchor="middle" fill="#fff"${fit}>${text}</text></svg>`;
}

export class ImageServers {
  private constructor(private readonly servers: Server[], readonly states: ImageServerState[]) {}

  /** `firstPort` 0 picks free ports (tests); a fixed one keeps the addresses across restarts. */
  static async start(count: number, host: string, firstPort = 0): Promise<ImageServers> {
    const states: ImageServerState[] = [];
    const servers: Server[] = [];
    for (let index = 0; index < count; index += 1) {
      const state: ImageServerState = { index, url: '', latencyMs: 0, failStatus: null, drop: false, hits: 0 };
      const server = createServer((req, res) => {
        state.hits += 1;
        setTimeout(() => {
          if (state.drop) return void req.socket.destroy();
          res.setHeader('access-control-allow-origin', '*');
          res.setHeader('cross-origin-resource-policy', 'cross-origin');
          res.setHeader('timing-allow-origin', '*');
          const match = IMAGE_PATH.exec((req.url ?? '').split('?', 1)[0] ?? '');
          if (state.failStatus !== null) return void res.writeHead(state.failStatus, { 'content-type': 'text/plain' }).end('Injected failure');
          if (!match || (req.method !== 'GET' && req.method !== 'HEAD')) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
          res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'no-cache' });
          res.end(req.method === 'HEAD' ? undefined : imageSvg(match[1]?.toUpperCase() ?? 'OK'));
        }, state.latencyMs);
      });
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(firstPort === 0 ? 0 : firstPort + index, host, resolve);
      });
      state.hits = 0;
      states.push(Object.assign(state, { url: `http://${host}:${(server.address() as AddressInfo).port}` }));
      servers.push(server);
    }
    return new ImageServers(servers, states);
  }

  urls(): string[] {
    return this.states.map((s) => s.url);
  }

  set(index: number, knobs: Partial<ImageKnobs>): ImageServerState | undefined {
    const state = this.states[index];
    if (state) Object.assign(state, knobs);
    return state;
  }

  reset(): void {
    for (const s of this.states) Object.assign(s, { latencyMs: 0, failStatus: null, drop: false, hits: 0 });
  }

  async close(): Promise<void> {
    await Promise.all(this.servers.map((s) => new Promise<void>((resolve) => {
      s.closeAllConnections();
      s.close(() => resolve());
    })));
  }
}
