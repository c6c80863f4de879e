import { render } from '@testing-library/react';
import { IndustryIcon } from '../src/components/industry-icon';
import { RichText } from '../src/components/rich-text';
import { industries } from '../src/content/industries';
import { references } from '../src/content/references';

/** What React puts into the DOM for content HTML: the path every rich text takes to the page. */
function richText(html: string): HTMLElement {
  const element = render(<RichText html={html} />).container.querySelector<HTMLElement>('[data-rich-text]');
  if (!element) throw new Error('no rich text');
  return element;
}

function icon(svg: string): HTMLElement {
  const element = render(<IndustryIcon svg={svg} />).container.querySelector<HTMLElement>('[aria-hidden="true"]');
  if (!element) throw new Error('no icon');
  return element;
}

const eventHandlers = (root: HTMLElement) =>
  [...root.querySelectorAll('*')].flatMap((element) => element.getAttributeNames().filter((name) => name.startsWith('on')));

describe('rich text', () => {
  it.each([
    ['an image with onerror', '<p>Text<img src=x onerror="alert(1)"></p>', '<p>Text</p>'],
    ['a script element', '<p>Vorher</p><script>alert(1)</script><p>Nachher</p>', '<p>Vorher</p><p>Nachher</p>'],
    ['an svg with onload', '<p>Logo<svg onload="alert(1)"><circle r="4"></circle></svg></p>', '<p>Logo</p>'],
    ['an iframe', '<p>Video</p><iframe src="https://example.com"></iframe>', '<p>Video</p>'],
    ['a style attribute and element', '<p style="position:fixed;inset:0">Text</p><style>body{display:none}</style>', '<p>Text</p>'],
    ['an inline handler on an allowed tag', '<p onclick="alert(1)" onmouseover="alert(2)">Text</p>', '<p>Text</p>'],
    ['a form with a javascript action', '<form action="javascript:alert(1)"><button>Los</button></form>', 'Los'],
    ['a heading and a class', '<h1 class="huge">Titel</h1><p id="x" class="y">Text</p>', 'Titel<p>Text</p>'],
    ['a data URL image', '<img src="data:image/svg+xml,<svg onload=alert(1)>">', ''],
  ])('removes %s', (_case, dirty, clean) => {
    const root = richText(dirty);
    expect(root.innerHTML).toBe(clean);
    expect(eventHandlers(root)).toEqual([]);
  });

  it.each([
    ['javascript:', '<a href="javascript:alert(1)">Klick</a>'],
    ['JavaScript: with entities and blanks', '<a href=" jav&#x09;ascript:alert(1)">Klick</a>'],
    ['vbscript:', '<a href="vbscript:msgbox(1)">Klick</a>'],
    ['data:', '<a href="data:text/html,<script>alert(1)</script>">Klick</a>'],
    ['a relative path', '<a href="/intern">Klick</a>'],
  ])('drops a %s link target but keeps the link text', (_case, dirty) => {
    const link = richText(dirty).querySelector('a');
    expect(link?.hasAttribute('href')).toBe(false);
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link?.textContent).toBe('Klick');
  });

  it('keeps http(s) and mailto links and forces rel="noopener noreferrer" on every link', () => {
    const root = richText(
      '<p><a href="https://example.com" target="_blank" rel="opener">A</a> <a href="http://example.com">B</a> <a href="mailto:hallo@isarlicht-digital.de">C</a></p>',
    );
    const links = [...root.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://example.com', 'http://example.com', 'mailto:hallo@isarlicht-digital.de']);
    for (const link of links) {
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.hasAttribute('target')).toBe(false);
    }
    expect(root.textContent).toBe('A B C');
  });

  it('keeps the allowed structure intact', () => {
    const html = '<p>Ein <strong>fetter</strong> und ein <em>kursiver</em> Satz.<br>Neue Zeile.</p><ul><li>Eins</li></ul><ol><li>Zwei</li></ol>';
    expect(richText(html).innerHTML).toBe(html);
  });

  it('renders every rich text of the content unchanged, so nothing is silently lost', () => {
    for (const html of [...references.map((reference) => reference.fullDescription), ...industries.map((industry) => industry.longDescription)]) {
      const { container, unmount } = render(<RichText html={html} />);
      expect(container.querySelector('[data-rich-text]')?.innerHTML).toBe(html);
      unmount();
    }
  });
});

describe('industry icon', () => {
  it('renders the content icons with their SVG attributes under the DOM names', () => {
    for (const industry of industries) {
      const svg = icon(industry.icon).querySelector('svg');
      expect(svg?.namespaceURI).toBe('http://www.w3.org/2000/svg');
      expect(svg?.getAttribute('viewBox')).toBe('0 0 24 24');
      expect(svg?.getAttribute('stroke')).toBe('currentColor');
      expect(svg?.getAttribute('stroke-width')).toBe('1.5');
      expect(svg?.getAttribute('stroke-linecap')).toBe('round');
      expect(svg?.getAttribute('stroke-linejoin')).toBe('round');
      expect(svg?.getAttribute('aria-hidden')).toBe('true');
      expect(svg?.querySelectorAll('path, circle, rect').length).toBeGreaterThan(0);
    }
  });

  it('removes scripts, event handlers, links, foreign content, animation and styles', () => {
    const root = icon(
      '<svg viewBox="0 0 24 24" onload="alert(1)" style="fill:red">' +
        '<script>alert(2)</script>' +
        '<a href="javascript:alert(3)" xlink:href="javascript:alert(4)"><path d="M1 1h2" onclick="alert(5)"/></a>' +
        '<foreignObject><img src="x" onerror="alert(6)"></foreignObject>' +
        '<set attributeName="onload" to="alert(7)"/><animate attributeName="href" values="javascript:alert(8)"/>' +
        '<use href="data:image/svg+xml,<svg id=x onload=alert(9)>#x"/><image href="x" onerror="alert(10)"/><style>*{}</style>' +
        '</svg>',
    );
    expect(root.innerHTML).toBe('<svg viewBox="0 0 24 24"><path d="M1 1h2"></path></svg>');
    expect(eventHandlers(root)).toEqual([]);
  });

  it('keeps no HTML around or inside the icon', () => {
    expect(icon('<p>Text</p><img src=x onerror=alert(1)><svg><p>drin</p></svg>').innerHTML).not.toMatch(/<p|<img/);
  });
});
