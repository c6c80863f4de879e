import express from 'express';
import { remoteStatus } from '../src';
import { livePages, remotesJson } from '../src/http/remotes-json';
import { listen } from './support/http-client';
import { sampleConfig } from './support/sample-config';

const aboutPage = { id: 'about', path: '/about', prerender: true, sitemap: true };

const manifestOf = (commit: string, pages: readonly object[] = []) => ({
  metaData: {
    buildInfo: { buildVersion: '1.0.0', commit },
    release: { id: `1.0.0-${commit}-0123456789`, deployedAt: '2026-11-22T12:00:00.000Z' },
    pages,
  },
});

const readManifest = async (url: string): Promise<unknown> => {
  if (url === sampleConfig.remotes.consent) throw new Error(`${url} answered 503`);
  return url === sampleConfig.remotes.marketing ? manifestOf('be11e5cafe', [aboutPage]) : manifestOf('af7a8fd48c');
};

describe('/remotes.json', () => {
  it('reports the live release of every remote, and which manifest did not answer', async () => {
    const status = await remoteStatus(sampleConfig, readManifest);
    expect(status.marketing.release).toEqual({
      version: '1.0.0',
      commit: 'be11e5cafe',
      deployment: { id: '1.0.0-be11e5cafe-0123456789', deployedAt: '2026-11-22T12:00:00.000Z' },
    });
    expect(status.references.release?.commit).toBe('af7a8fd48c');
    expect(status.consent).toEqual({
      manifest: sampleConfig.remotes.consent,
      release: null,
      error: `${sampleConfig.remotes.consent} answered 503`,
    });
  });

  it('answers the configuration with the pages of the live releases, and with ?status the releases too, never cached', async () => {
    const server = await listen(express().get('/remotes.json', remotesJson(sampleConfig, readManifest)));
    try {
      const plain = await server.get('/remotes.json');
      expect(JSON.parse(plain.body)).toEqual({ ...sampleConfig, pages: [{ remote: 'marketing', ...aboutPage }] });
      expect(plain.headers['cache-control']).toBe('no-cache');
      const withStatus = JSON.parse((await server.get('/remotes.json?status')).body) as {
        status: Record<string, { release: { commit: string } | null }>;
      };
      expect(withStatus.status.marketing?.release?.commit).toBe('be11e5cafe');
      expect(Object.keys(withStatus.status)).toEqual(['marketing', 'references', 'consent', 'devtools']);
    } finally {
      await server.close();
    }
  });

  it('answers many requests with one round of manifest fetches: the pages again after a second, the status after a few', async () => {
    const fetched: string[] = [];
    let now = Date.parse('2026-11-25T09:00:00Z');
    const counting = async (url: string) => (fetched.push(url), readManifest(url));
    const server = await listen(
      express().get(
        '/remotes.json',
        remotesJson(sampleConfig, counting, () => now),
      ),
    );
    try {
      const answers = await Promise.all(Array.from({ length: 10 }, () => server.get('/remotes.json?status')));
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      expect(fetched).toHaveLength(8);
      now += 4000;
      await server.get('/remotes.json?status');
      expect(fetched).toHaveLength(12);
      now += 1000;
      await server.get('/remotes.json?status');
      expect(fetched).toHaveLength(20);
    } finally {
      await server.close();
    }
  });

  it('routes a deployed page within a second, and keeps the pages of a manifest that stops answering', async () => {
    let now = Date.parse('2026-11-25T09:00:00Z');
    let marketing: unknown = manifestOf('be11e5cafe', [aboutPage]);
    const read = async (url: string): Promise<unknown> => {
      if (url !== sampleConfig.remotes.marketing) return manifestOf('af7a8fd48c');
      if (marketing === null) throw new Error(`${url} answered 503`);
      return marketing;
    };
    const pages = livePages(sampleConfig, read, () => now);
    expect((await pages()).pages.map((page) => page.path)).toEqual(['/about']);
    marketing = manifestOf('c0ffee0000', [aboutPage, { id: 'insights', path: '/insights', prerender: true, sitemap: true }]);
    expect((await pages()).pages.map((page) => page.path)).toEqual(['/about']);
    now += 1000;
    expect((await pages()).pages.map((page) => page.path)).toEqual(['/about', '/insights']);
    marketing = null;
    now += 1000;
    expect((await pages()).pages.map((page) => page.path)).toEqual(['/about', '/insights']);
  });
});
