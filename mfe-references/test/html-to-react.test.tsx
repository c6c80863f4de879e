import { isValidElement } from 'react';
// The Node build: the browser build the prerender uses needs a MessageChannel, which jsdom lacks; the markup is the same.
import { renderToStaticMarkup } from 'react-dom/server.node';
import { htmlToReact } from '../src/content/html-to-react';

/** Parsed markup without a sanitizer: the converter's input, as DOMPurify hands it over. */
function fragment(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

describe('htmlToReact', () => {
  it('turns elements into React elements and text into strings', () => {
    const [paragraph, text] = htmlToReact(fragment('<p>Ein <strong>fetter</strong> Satz</p>Rest'));
    expect(text).toBe('Rest');
    if (!isValidElement<{ children: unknown[] }>(paragraph)) throw new Error('no element');
    expect(paragraph.type).toBe('p');
    expect(paragraph.key).toBe('0');
    expect(renderToStaticMarkup(paragraph)).toBe('<p>Ein <strong>fetter</strong> Satz</p>');
  });

  it('gives children their position as a stable key', () => {
    const keys = (html: string) => htmlToReact(fragment(html)).map((node) => (isValidElement(node) ? node.key : node));
    expect(keys('<li>A</li><li>B</li>text<br>')).toEqual(['0', '1', 'text', '3']);
    expect(keys('<li>A</li><li>B</li>text<br>')).toEqual(keys('<li>A</li><li>B</li>text<br>'));
  });

  it('keeps attributes, including href and rel on links', () => {
    expect(renderToStaticMarkup(htmlToReact(fragment('<a href="https://example.com" rel="noopener noreferrer">A</a><a>B</a>')))).toBe(
      '<a href="https://example.com" rel="noopener noreferrer">A</a><a>B</a>',
    );
  });

  it('renames SVG attributes to their React props, so React writes them back under the DOM names', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.5" ' +
      'stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M1 1h2"></path></svg>';
    const [icon] = htmlToReact(fragment(svg));
    if (!isValidElement<Record<string, unknown>>(icon)) throw new Error('no element');
    expect(icon.props).toMatchObject({ viewBox: '0 0 24 24', strokeWidth: '1.5', strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': 'true' });
    expect(renderToStaticMarkup(icon)).toBe(svg);
    // React warns about (and would drop) kebab-case SVG props such as `stroke-width`.
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('drops comments', () => {
    expect(htmlToReact(fragment('<!-- intern --><p>A</p>')).filter((node) => node !== null)).toHaveLength(1);
  });
});
