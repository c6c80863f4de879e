/** @jest-environment node */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileSource } from '../../server/sources/file-source';
import { vapiSource } from '../../server/sources/vapi-source';
import { vapiCalls } from '../fixtures/vapi-calls';

const november = { from: new Date('2026-11-01T00:00:00Z'), to: new Date('2026-11-30T23:59:59.999Z') };

/** A stand-in for Vapi's `GET /call` on loopback: bearer key, createdAt filters, newest first, limit. */
function fakeVapi(key: string, calls: readonly { createdAt: string }[]) {
  const requests: URL[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    requests.push(url);
    if (request.headers.authorization !== `Bearer ${key}`) {
      response.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"Invalid Key"}');
      return;
    }
    if (url.pathname !== '/call') {
      response.writeHead(404).end();
      return;
    }
    const ge = url.searchParams.get('createdAtGe') ?? '';
    const le = url.searchParams.get('createdAtLe') ?? '9999';
    const limit = Number(url.searchParams.get('limit') ?? 100);
    const page = [...calls]
      .filter((call) => call.createdAt >= ge && call.createdAt <= le)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .slice(0, limit);
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(page));
  });
  return new Promise<{ url: string; requests: URL[]; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, requests, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

describe('the Vapi source', () => {
  it('lists the calls of a range with the private key, normalised and newest first', async () => {
    const vapi = await fakeVapi('sk-test', vapiCalls);
    try {
      const calls = await vapiSource({ privateKey: 'sk-test', apiUrl: vapi.url }).list(november);
      expect(calls.map((call) => call.id)).toEqual(['call-3', 'call-2']);
      expect(calls[1]).toMatchObject({
        type: 'inbound',
        durationSeconds: 60,
        costUsd: 0.11,
        success: false,
        customerNumber: '+4989123456',
      });
      expect(vapi.requests[0]?.searchParams.get('createdAtGe')).toBe('2026-11-01T00:00:00.000Z');
      expect(vapi.requests[0]?.searchParams.get('createdAtLe')).toBe('2026-11-30T23:59:59.999Z');
    } finally {
      await vapi.close();
    }
  });

  it('pages through full answers until the range is exhausted', async () => {
    const many = Array.from({ length: 7 }, (_, index) => ({
      id: `call-${index}`,
      type: 'webCall',
      createdAt: `2026-11-0${index + 1}T10:00:00.000Z`,
      endedAt: `2026-11-0${index + 1}T10:02:00.000Z`,
    }));
    const vapi = await fakeVapi('sk-test', many);
    try {
      const calls = await vapiSource({ privateKey: 'sk-test', apiUrl: vapi.url, pageSize: 3 }).list(november);
      expect(calls.map((call) => call.id)).toEqual(['call-6', 'call-5', 'call-4', 'call-3', 'call-2', 'call-1', 'call-0']);
      expect(vapi.requests.length).toBeGreaterThanOrEqual(3);
    } finally {
      await vapi.close();
    }
  });

  it('fails with the status when Vapi refuses the key', async () => {
    const vapi = await fakeVapi('sk-right', vapiCalls);
    try {
      await expect(vapiSource({ privateKey: 'sk-wrong', apiUrl: vapi.url }).list(november)).rejects.toThrow('Vapi answered 401');
    } finally {
      await vapi.close();
    }
  });

  it('fails when Vapi is unreachable', async () => {
    const vapi = await fakeVapi('sk-test', vapiCalls);
    await vapi.close();
    await expect(vapiSource({ privateKey: 'sk-test', apiUrl: vapi.url }).list(november)).rejects.toThrow('Vapi is unreachable');
  });
});

describe('the file source', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'call-export-'));

  it('reads an export of the list-calls answer and filters it by range', async () => {
    const file = path.join(dir, 'calls.json');
    writeFileSync(file, JSON.stringify(vapiCalls));
    const calls = await fileSource(file).list(november);
    expect(calls.map((call) => call.id)).toEqual(['call-3', 'call-2']);
    expect(calls[0]).toMatchObject({
      type: 'web',
      durationSeconds: 270,
      success: true,
      summary: 'Termin für ein Erstgespräch vereinbart.',
    });
  });

  it('fails on a missing file and on a file that is no list', async () => {
    await expect(fileSource(path.join(dir, 'fehlt.json')).list(november)).rejects.toThrow('cannot read the call export');
    const file = path.join(dir, 'object.json');
    writeFileSync(file, '{"calls":[]}');
    await expect(fileSource(file).list(november)).rejects.toThrow('is no list of calls');
  });
});
