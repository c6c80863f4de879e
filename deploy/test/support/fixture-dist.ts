import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Large enough for compression to kick in (its threshold is 1 kB). */
export const bulkyScript = `console.log(${JSON.stringify('isarlicht '.repeat(400))});\n`;

/** The boot script as the pages carry it inline: the build's boot.js without its source-map comment. */
export const bootScript = '(()=>{document.title="boot"})();';

/** The files `npm run build` leaves in shell/dist once the pages are prerendered. */
export const shellFiles: Record<string, string> = {
  'app.html': '<!doctype html><title>Isarlicht</title><div id="root"></div><!-- app shell -->',
  'index.html': '<!doctype html><title>Start</title><div id="root">Startseite</div>',
  '404.html': '<!doctype html><title>Seite nicht gefunden | Isarlicht Digital</title><div id="root"><h1>Seite nicht gefunden</h1></div>',
  'about.html': '<!doctype html><title>Über uns</title><div id="root">Über uns</div>',
  'services.html': '<!doctype html><title>Leistungen</title><div id="root">Leistungen</div>',
  'services/ai-development.html': '<!doctype html><title>KI</title><div id="root">KI-Entwicklung</div>',
  'software-for/kmu.html': '<!doctype html><title>KMU</title><div id="root">Software für KMU</div>',
  'glossary/rag.html': '<!doctype html><title>RAG</title><div id="root">RAG</div>',
  'main.js': bulkyScript,
  'boot.js': `${bootScript}\n//# sourceMappingURL=boot.js.map`,
  'main.js.map': '{"version":3,"sources":["main.ts"],"mappings":""}',
  'chunks/123.abc123.js.map': '{"version":3,"sources":["chunk.ts"],"mappings":""}',
  'mf-stats.json': '{"id":"shell","metaData":{"buildInfo":{"commit":"0123456789"}}}',
  'assets/legacy.0a1b2c.htm': '<!doctype html><title>Alt</title>',
  'chunks/123.abc123.js': bulkyScript,
  'styles/456.def456.css': 'body{margin:0}',
  'assets/logo.0a1b2c.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'mf-manifest.json': '{"id":"shell"}',
  'sitemap.xml': '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"/>',
  'robots.txt': 'User-agent: *\n',
  '.source-hash': 'secret-ish build stamp',
};

export const remoteFiles: Record<string, string> = {
  'remoteEntry.js': bulkyScript,
  'mf-manifest.json': '{"id":"marketing"}',
  'chunks/789.fed789.js': bulkyScript,
  'releases/1.0.0-af7a8fd48c-0123456789/remoteEntry.js': bulkyScript,
  'releases/1.0.0-af7a8fd48c-0123456789/remoteEntry.js.map': '{"version":3,"sources":["entry.ts"],"mappings":""}',
  'releases/1.0.0-af7a8fd48c-0123456789/mf-stats.json': '{"id":"marketing"}',
  'releases/1.0.0-af7a8fd48c-0123456789/index.html': '<!doctype html><title>Standalone</title>',
  'mf-stats.json': '{"id":"marketing"}',
};

export function writeDist(files: Record<string, string>): { root: string; remove: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'isarlicht-dist-'));
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), body);
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
