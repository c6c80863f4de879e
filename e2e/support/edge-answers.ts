import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { rawGet } from './raw-request';

/** The headers that make an answer what it is: its class, its type and encoding, its security headers, where it sends. */
const compared = [
  'location',
  'cache-control',
  'content-type',
  'content-encoding',
  'vary',
  'etag',
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'access-control-allow-origin',
] as const;

export interface ComparableAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | undefined>>;
  /** The body as the client reads it, decoded from the encoding it came in. */
  readonly body: string;
}

function decoded(bytes: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(bytes).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(bytes).toString('utf8');
  if (encoding === 'deflate') return inflateSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

/** A raw GET (the path exactly as written), reduced to what a visitor's browser acts on. */
export async function comparableAnswer(origin: string, target: string, acceptEncoding: string): Promise<ComparableAnswer> {
  const answer = await rawGet(origin, target, 'GET', acceptEncoding === '' ? {} : { 'accept-encoding': acceptEncoding });
  const header = (name: string) => {
    const value = answer.headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  };
  return {
    status: answer.status,
    headers: Object.fromEntries(compared.map((name) => [name, header(name)])),
    body: decoded(answer.bytes, header('content-encoding')),
  };
}
