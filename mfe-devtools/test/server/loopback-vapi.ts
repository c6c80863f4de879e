import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Answer = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * A stand-in for Vapi on loopback whose answer each test chooses (slow, endless,
 * huge); it counts the requests that reached it.
 */
export async function loopbackVapi(answer: Answer) {
  const requests: URL[] = [];
  const server = createServer((request, response) => {
    requests.push(new URL(request.url ?? '/', 'http://127.0.0.1'));
    answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { url: `http://127.0.0.1:${port}`, requests, close };
}

/** A page of `count` calls as Vapi lists them, newest first, each with a summary of `summaryLength` characters. */
export function vapiPage(count: number, summaryLength = 20): unknown[] {
  return Array.from({ length: count }, (_, index) => {
    const created = new Date(Date.parse('2026-11-20T12:00:00Z') - index * 60_000).toISOString();
    return {
      id: `call-${index}`,
      type: 'webCall',
      createdAt: created,
      startedAt: created,
      endedAt: created,
      analysis: { summary: 'x'.repeat(summaryLength) },
    };
  });
}
