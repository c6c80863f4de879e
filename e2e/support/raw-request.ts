import { request } from 'node:http';

export interface RawAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: string;
  /** The bytes as they came over the wire, before any decoding. */
  readonly bytes: Buffer;
}

/**
 * A GET with the request target exactly as written: browsers and Playwright's client
 * normalise a path (`/\x` becomes `//x`), an attacker's raw client does not. On a
 * connection of its own: a pooled one may still be held by a worker that a reload or a
 * stop is retiring, and closes under the request.
 */
export function rawGet(origin: string, target: string, method = 'GET', headers: Record<string, string> = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path: target, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: bytes.toString('utf8'), bytes });
      });
    });
    req.on('error', reject);
    req.end();
  });
}
