import { cleanup } from '@testing-library/react';
import { siteConfig } from '@isarlicht/site-content/site-config';
import { bodyWords, pageCases, preparePages, renderCase, type Family } from './support/pages';
import { isKnownRoute } from './support/routes';
import { filler } from './support/content-text';

const minimumWords: Partial<Record<Family, number>> = { service: 250, method: 150, role: 150 };

describe('every marketing page', () => {
  beforeAll(preparePages);
  afterEach(cleanup);

  it('has a German title and a unique meta description of 120–160 characters', () => {
    const metas = pageCases.map((pageCase) => ({ path: pageCase.path, meta: pageCase.module.meta(pageCase.params) }));
    const wrong = metas.filter(({ meta }) => !meta || meta.description.length < 120 || meta.description.length > 160);
    expect(wrong.map(({ path }) => path)).toEqual([]);
    const titles = metas.map(({ meta }) => meta?.title);
    const descriptions = metas.map(({ meta }) => meta?.description);
    expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([]);
    expect(descriptions.filter((text, index) => descriptions.indexOf(text) !== index)).toEqual([]);
  });

  it.each(pageCases.map((pageCase) => [pageCase.path, pageCase] as const))(
    '%s has one h1, no skipped heading level and no filler text',
    (_path, pageCase) => {
      const { container } = renderCase(pageCase);
      const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName[1]));
      expect(levels.filter((level) => level === 1)).toHaveLength(1);
      expect(levels[0]).toBe(1);
      levels.forEach((level, index) => {
        if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
      });
      expect(container.textContent).not.toMatch(filler);
    },
  );

  it.each(pageCases.filter((pageCase) => minimumWords[pageCase.family]).map((pageCase) => [pageCase.path, pageCase] as const))(
    '%s meets the word minimum of its family, not counting navigation',
    (_path, pageCase) => {
      const { container } = renderCase(pageCase);
      expect(bodyWords(container).length).toBeGreaterThanOrEqual(minimumWords[pageCase.family] ?? 0);
    },
  );

  it('links only to routes of the site, to anchors that exist, and to the agency phone and e-mail', () => {
    const idsByPath = new Map<string, Set<string>>();
    const links: { from: string; href: string }[] = [];
    for (const pageCase of pageCases) {
      const { container } = renderCase(pageCase);
      idsByPath.set(pageCase.path, new Set([...container.querySelectorAll('[id]')].map((element) => element.id)));
      for (const anchor of container.querySelectorAll('a[href]')) {
        links.push({ from: pageCase.path, href: anchor.getAttribute('href') ?? '' });
      }
      cleanup();
    }
    const broken = links.filter(({ from, href }) => {
      if (href === siteConfig.phone.href || href === `mailto:${siteConfig.email}`) return false;
      const [path = '', hash] = href.split('#');
      const target = path === '' ? from : path;
      if (!path.startsWith('/') && path !== '') return true;
      if (!isKnownRoute(target)) return true;
      // Anchors into pages of other slices cannot be checked here; this slice links none.
      return hash !== undefined && !idsByPath.get(target)?.has(hash);
    });
    expect(broken).toEqual([]);
    expect(links.length).toBeGreaterThan(1000);
  });
});
