import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { callExportPath } from './call-analytics';

/** The private key the test site's API server holds; the bundle test greps for it. */
export const fakeVapiPrivateKey = 'isarlicht-e2e-vapi-private-key-3f9c1d';

interface FixtureCall {
  readonly createdAt: string;
}

/**
 * Vapi's list-calls endpoint on loopback, answering from the fixture export: the
 * dashboard's data then travels the production path (browser → API server with the
 * key → Vapi) without the internet. Anything but the configured key is refused.
 */
export async function startFakeVapi(): Promise<{ url: string; close: () => Promise<void> }> {
  const calls = JSON.parse(readFileSync(callExportPath, 'utf8')) as FixtureCall[];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Bearer ${fakeVapiPrivateKey}`) return send(401, { message: 'Invalid Key' });
    if (request.method !== 'GET' || url.pathname !== '/call') return send(404, { message: 'Not Found' });
    const from = url.searchParams.get('createdAtGe') ?? '';
    const to = url.searchParams.get('createdAtLe') ?? '\uffff';
    const limit = Number(url.searchParams.get('limit') ?? 100);
    const page = calls
      .filter((call) => call.createdAt >= from && call.createdAt <= to)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .slice(0, limit);
    return send(200, page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
