import { createShellApp } from '../src';
import { shellFiles, writeDist } from './support/fixture-dist';
import { listen } from './support/http-client';
import { sampleConfig } from './support/sample-config';
import { readSampleManifest } from './support/sample-pages';

/** What `npm run build` leaves when no browser was found for the prerender: the build, no pages. */
const unprerendered = Object.fromEntries(Object.entries(shellFiles).filter(([name]) => !name.endsWith('.html') || name === 'app.html'));

describe('shell server on a build without prerendered pages', () => {
  it.each(['/', '/about', '/services/ai-development', '/references/kiekje', '/software-for/kmu', '/glossary/rag', '/impressum'])(
    '%s → 200 with the app shell, rendered in the browser',
    async (path) => {
      const dist = writeDist(unprerendered);
      const site = await listen(createShellApp({ root: dist.root, config: sampleConfig, readManifest: readSampleManifest }));
      try {
        const answer = await site.get(path);
        expect(answer.status).toBe(200);
        expect(answer.body).toContain('<!-- app shell -->');
        expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      } finally {
        await site.close();
        dist.remove();
      }
    },
  );

  it.each(['/gibt-es-nicht', '/services/a/b', '/About', '/about.html', '/dev-dashboard'])('%s → 404', async (path) => {
    const dist = writeDist(unprerendered);
    const site = await listen(createShellApp({ root: dist.root, config: sampleConfig, readManifest: readSampleManifest }));
    try {
      expect((await site.get(path)).status).toBe(404);
    } finally {
      await site.close();
      dist.remove();
    }
  });
});
