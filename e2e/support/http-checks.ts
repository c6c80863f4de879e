import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { permissionsPolicy } from '@isarlicht/deploy';

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
  const manifest = (await (await request.get(`${origin}/mf-manifest.json`)).json()) as { metaData: { remoteEntry: { path: string; name: string } } };
  const { path, name } = manifest.metaData.remoteEntry;
  expect(path).toMatch(/^releases\/[\w.-]+$/);
  return `${origin}/${path}/${name}`;
}
