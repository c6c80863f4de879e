import { checkLinks } from '../src/tools/links/check-links';
import { readPage, type CrawledPage } from '../src/tools/links/crawled-page';

const origin = 'http://localhost:8080';
const page = (path: string, overrides: Partial<CrawledPage> = {}): CrawledPage => ({
  path,
  notFound: false,
  ids: [],
  links: [],
  images: [],
  ...overrides,
});
const link = (href: string, rel = '') => ({ href, text: 'Linktext', rel });

describe('links: analysis', () => {
  it('reports a link to a missing anchor and to a page that shows not-found, with every page it is on', () => {
    const problems = checkLinks(
      [
        page('/', { links: [link(`${origin}/impressum#datenschutz`), link(`${origin}/about#team`), link(`${origin}/gibt-es-nicht`)] }),
        page('/contact', { links: [link(`${origin}/about#team`)] }),
        page('/about', { ids: ['werte'] }),
        page('/impressum', { ids: ['datenschutz'] }),
        page('/gibt-es-nicht', { notFound: true }),
      ],
      origin,
    );
    expect(problems).toEqual([
      { kind: 'anker-fehlt', href: '/about#team', text: 'Linktext', foundOn: ['/', '/contact'], message: 'Anker #team fehlt auf /about' },
      { kind: 'ziel-fehlt', href: '/gibt-es-nicht', text: 'Linktext', foundOn: ['/'], message: 'Ziel zeigt „nicht gefunden“' },
    ]);
  });

  it('reports external links without noopener and ignores mail and phone links', () => {
    const problems = checkLinks(
      [
        page('/', {
          links: [
            link('https://example.org/a'),
            link('https://example.org/b', 'noopener noreferrer'),
            link('mailto:hallo@example.org'),
            link('tel:+49891234'),
          ],
        }),
      ],
      origin,
    );
    expect(problems.map((problem) => `${problem.kind} ${problem.href}`)).toEqual(['noopener-fehlt https://example.org/a']);
  });

  it('reads links, anchors, images and the not-found state from a rendered document', () => {
    document.title = 'Seite nicht gefunden | Isarlicht Digital';
    document.body.innerHTML = '<main id="inhalt"><a href="/about#team">Team</a><img src="/a.png" alt=""></main>';
    const read = readPage('/x', document);
    expect(read).toMatchObject({
      path: '/x',
      notFound: true,
      ids: ['inhalt'],
      links: [{ href: 'http://localhost/about#team', text: 'Team' }],
    });
    expect(read.images).toEqual([{ src: 'http://localhost/a.png', alt: '', width: null, height: null }]);
  });
});
