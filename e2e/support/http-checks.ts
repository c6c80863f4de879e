import { lstatSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { permissionsPolicy } from '@isarlicht/deploy';
import { precompressedCopies, type PrecompressedEncoding } from '@isarlicht/tooling/precompressed-copies';
import { namedMainScript } from './main-script';
import { rawGet, type RawAnswer } from './raw-request';

export const immutable = 'public, max-age=31536000, immutable';

/** The headers every response of every app carries (docs/decisions/008). */
export function expectBaseHeaders(response: APIResponse): void {
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect(response.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers()['permissions-policy']).toBe(permissionsPolicy);
}

/** A content-hashed chunk of the shell's build, found through its manifest (names change per build). */
export async function sharedChunk(request: APIRequestContext, origin: string): Promise<string> {
  const manifest = (await (await request.get(`${origin}/mf-manifest.json`)).json()) as { shared: { assets: { js: { sync: string[] } } }[] };
  const chunk = manifest.shared.flatMap((shared) => shared.assets.js.sync)[0];
  expect(chunk).toMatch(/^chunks\//);
  return `${origin}/${chunk}`;
}

/** The remote entry the live manifest of a remote names (inside its release folder). */
export async function liveEntry(request: APIRequestContext, origin: string): Promise<string> {
  const manifest = (await (await request.get(`${origin}/mf-manifest.json`)).json()) as {
    metaData: { remoteEntry: { path: string; name: string } };
  };
  const { path, name } = manifest.metaData.remoteEntry;
  expect(path).toMatch(/^releases\/[\w.-]+$/);
  return `${origin}/${path}/${name}`;
}

/**
 * Names of the build's HTML documents as a file system would still find them (escaped,
 * in other cases): no address of a page, so the not-found page with the document headers.
 */
export const documentFileNames = [
  '/about.htm%6c',
  '/index.htm%6C',
  '/app.htm%6c',
  '/404.htm%6c',
  '/about%2ehtml',
  '/services.htm%6C',
  '/about.HTML',
  '/index.Html',
  '/app.hTmL',
  '/404.HTML',
];

/** Raw paths that must never become a `Location` to another host. */
export const foreignRedirectPaths = ['/\\evil.example/', '/\\evil.example//', '/%5Cevil.example/', '/%5C%5Cevil.example/'];

/** Each document file name answers 404 with the not-found page and exactly the document CSP. */
export async function expectDocumentNamesRefused(origin: string, csp: string): Promise<void> {
  for (const path of documentFileNames) {
    const answer = await rawGet(origin, path);
    expect(answer.status, path).toBe(404);
    expect(answer.body, path).toContain('Seite nicht gefunden');
    expect(answer.headers['content-type'], path).toMatch(/^text\/html/);
    expect(answer.headers['content-security-policy'], path).toBe(csp);
    expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
  }
}

/** No crafted path gets a redirect, so none can send a visitor to another host. */
export async function expectNoForeignRedirect(origin: string): Promise<void> {
  for (const path of foreignRedirectPaths) {
    const answer = await rawGet(origin, path);
    expect(answer.status, path).toBe(404);
    expect(answer.headers.location, path).toBeUndefined();
  }
}

/** Source maps are public, Module Federation's build statistics are not (docs/decisions/008). */
export async function expectBuildFilesByDecision(request: APIRequestContext, origin: string): Promise<void> {
  const map = await request.get(`${origin}${await namedMainScript(request, origin)}.map`);
  expect(map.status()).toBe(200);
  expect(map.headers()['content-security-policy']).toBeUndefined();
  for (const path of ['/mf-stats.json', '/MF-Stats.json', '/mf-stats.jso%6e']) expect((await rawGet(origin, path)).status, path).toBe(404);
}

/**
 * The server's own HTML (a redirect's body, a refused method, a bad request) carries
 * the document CSP like a page: no HTML leaves without it. At least one of these
 * answers is HTML on either server, so the check cannot pass empty.
 */
export async function expectServerHtmlWithCsp(origin: string, csp: string): Promise<void> {
  const html = { accept: 'text/html' };
  const answers = await Promise.all([
    rawGet(origin, '/about/', 'GET', html),
    rawGet(origin, '/main.js', 'POST', html),
    rawGet(origin, '/chunks/', 'GET', html),
    rawGet(origin, '/%', 'GET', html),
    rawGet(origin, '/gibt-es-nicht', 'DELETE', html),
  ]);
  const documents = answers.filter((answer) => /^text\/html/.test(String(answer.headers['content-type'])));
  expect(documents.length).toBeGreaterThan(0);
  for (const answer of documents) expect(answer.headers['content-security-policy'], `${answer.status}`).toBe(csp);
}

/** The answer's status and headers, and the copy as the file system has it. */
function answerAndCopy(answer: RawAnswer, copy: string): string {
  const onDisk = (() => {
    try {
      const stat = lstatSync(copy);
      return `${copy}: ${stat.isSymbolicLink() ? 'link' : stat.isFile() ? 'file' : 'other'}, ${stat.size} bytes, mode ${(stat.mode & 0o777).toString(8)}, uid ${stat.uid}`;
    } catch (error) {
      return `${copy}: ${String(error)}`;
    }
  })();
  return `answer ${answer.status} ${JSON.stringify(answer.headers)} (${answer.bytes.length} bytes)\n${onDisk}`;
}

const suffixOf = (encoding: PrecompressedEncoding): string => precompressedCopies.find((copy) => copy.encoding === encoding)?.suffix ?? '';

/**
 * The shell's start script and a shared chunk go out as the copies the build compressed
 * ahead (docs/decisions/040), byte for byte: for each `Accept-Encoding` a browser sends,
 * the copy the server sends for it. A failure shows the answer, the copy on disk and
 * what the server says of its lookup.
 */
export async function expectCopiesCompressedAhead(
  request: APIRequestContext,
  origin: string,
  dist: string,
  sentFor: Readonly<Record<string, PrecompressedEncoding>>,
  serverTrace: (target: string) => string = () => '',
): Promise<void> {
  for (const file of ['/main.js', new URL(await sharedChunk(request, origin)).pathname]) {
    for (const [accepted, encoding] of Object.entries(sentFor)) {
      const answer = await rawGet(origin, file, 'GET', { 'accept-encoding': accepted });
      const copy = path.join(dist, `${file}${suffixOf(encoding)}`);
      expect(
        answer.headers['content-encoding'],
        `${file} for ${accepted}\n${answerAndCopy(answer, copy)}\n${serverTrace(file)}`.trim(),
      ).toBe(encoding);
      expect(answer.headers['content-type']).toMatch(/javascript/);
      expect(answer.bytes.equals(readFileSync(copy)), `${file} is the ${encoding} copy of the build`).toBe(true);
    }
  }
}
