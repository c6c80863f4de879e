import { paths } from '@isarlicht/contracts/routes/paths';
import { applyHead } from '../src/seo/apply-head';
import { noindexHead, pageHead, type HeadTag } from '../src/seo/document-head';
import { headHtml } from '../src/seo/head-html';

const meta = { title: 'KI-Entwicklung', description: 'Beschreibung mit "Anführungszeichen" & <Zeichen>.' };
const content = (tags: readonly HeadTag[], key: string) =>
  tags.find((tag) => tag.attributes.name === key || tag.attributes.property === key)?.attributes.content;
const structured = (tags: readonly HeadTag[]) =>
  tags.filter((tag) => tag.tag === 'script').map((tag) => JSON.parse(tag.text ?? '') as Record<string, unknown>);

describe('document head', () => {
  it('gives a page its title, description, canonical URL and social tags on the base URL', () => {
    const head = pageHead({ meta, pathname: paths.service('ai-development') });
    expect(head.title).toBe('KI-Entwicklung | Isarlicht Digital');
    expect(content(head.tags, 'description')).toBe(meta.description);
    expect(head.tags.find((tag) => tag.attributes.rel === 'canonical')?.attributes.href).toBe(
      'https://www.isarlicht-digital.de/services/ai-development',
    );
    expect(content(head.tags, 'og:url')).toBe('https://www.isarlicht-digital.de/services/ai-development');
    expect(content(head.tags, 'og:locale')).toBe('de_DE');
    expect(content(head.tags, 'og:image')).toBe('https://www.isarlicht-digital.de/og/isarlicht-digital.png');
    expect(content(head.tags, 'twitter:card')).toBe('summary_large_image');
    expect(content(head.tags, 'twitter:title')).toBe(head.title);
    expect(structured(head.tags)).toEqual([]);
  });

  it('keeps an exact title as it is', () => {
    expect(pageHead({ meta: { ...meta, title: 'Software für KMU', exactTitle: true }, pathname: '/software-for/kmu' }).title).toBe(
      'Software für KMU',
    );
  });

  it('describes the agency with its address on the home page only', () => {
    const [organization] = structured(pageHead({ meta, pathname: paths.home }).tags);
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: 'Isarlicht Digital',
      url: 'https://www.isarlicht-digital.de/',
      address: { '@type': 'PostalAddress', postalCode: '80331', addressLocality: 'München' },
    });
  });

  it('gives a detail page a breadcrumb trail from home over its section to itself', () => {
    const head = pageHead({ meta, pathname: paths.service('ai-development'), parent: { label: 'Leistungen', to: paths.services } });
    expect(structured(head.tags)).toEqual([
      expect.objectContaining({
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Startseite', item: 'https://www.isarlicht-digital.de/' },
          { '@type': 'ListItem', position: 2, name: 'Leistungen', item: 'https://www.isarlicht-digital.de/services' },
          { '@type': 'ListItem', position: 3, name: 'KI-Entwicklung', item: 'https://www.isarlicht-digital.de/services/ai-development' },
        ],
      }),
    ]);
  });

  it('asks search engines not to index not-found and error pages, and gives them no canonical URL', () => {
    const head = noindexHead({ title: 'Seite nicht gefunden', description: 'Nicht da.' });
    expect(content(head.tags, 'robots')).toBe('noindex');
    expect(head.tags.some((tag) => tag.attributes.rel === 'canonical')).toBe(false);
  });

  it('serializes the head as escaped HTML that cannot close the JSON-LD script early', () => {
    const head = pageHead({
      meta: { ...meta, title: 'A</script><script>alert(1)</script>' },
      pathname: paths.home,
      parent: { label: 'X', to: '/' },
    });
    const html = headHtml(head);
    expect(html).toContain('content="Beschreibung mit &quot;Anführungszeichen&quot; &amp; &lt;Zeichen&gt;."');
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).toContain('<title>A&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Isarlicht Digital</title>');
  });

  it('replaces only the managed head elements on a client-side navigation', () => {
    document.head.innerHTML = '<meta charset="utf-8"><meta name="description" content="alt" data-head>';
    applyHead(pageHead({ meta, pathname: paths.about }), document);
    applyHead(pageHead({ meta: { ...meta, title: 'Über uns' }, pathname: paths.about }), document);
    expect(document.title).toBe('Über uns | Isarlicht Digital');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[charset]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://www.isarlicht-digital.de/about');
  });
});
