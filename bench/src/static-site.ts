import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createShellApp, pageFile } from '@isarlicht/deploy';
import { deploymentConfigFromEnv } from '@isarlicht/tooling/ports';
import { repoRoot } from './site-server';
import { stripScripts } from './strip-scripts';

export interface StaticSite {
  readonly origin: string;
  stop(): void;
}

/**
 * The physical limit: the shell's build with the given pages' prerendered HTML stripped
 * of every script, served by the shell's own production server (same headers,
 * compression and CSP). Styles and images still come from the running remotes.
 */
export async function startStaticSite(pages: readonly string[], env: NodeJS.ProcessEnv, workDir: string): Promise<StaticSite> {
  const root = path.join(workDir, 'static-site');
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  cpSync(path.join(repoRoot, 'shell', 'dist'), root, { recursive: true });
  for (const page of pages) {
    const file = pageFile(page);
    if (file === null) throw new Error(`${page} is no page address`);
    writeFileSync(path.join(root, file), stripScripts(readFileSync(path.join(root, file), 'utf8')));
  }
  const app = createShellApp({ root, config: deploymentConfigFromEnv('production', env) });
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const listening = app.listen(0, () => resolve(listening));
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the static site has no TCP port');
  const { port } = address;
  return { origin: `http://localhost:${port}`, stop: () => server.close() };
}
