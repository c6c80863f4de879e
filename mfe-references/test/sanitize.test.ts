import type { WindowLike } from 'dompurify';
import { industries } from '../src/content/industries';
import { references } from '../src/content/references';
import { provideSanitizerWindow, sanitizeIcon, sanitizeRichText } from '../src/content/sanitize';

/** Parses sanitized markup the way the browser will, to inspect what would reach the DOM. */
function parse(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

const eventHandlers = (root: HTMLElement) =>
  [...root.querySelectorAll('*')].flatMap((element) => element.getAttributeNames().filter((name) => name.startsWith('on')));

describe('sanitizeRichText', () => {
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
    expect(sanitizeRichText(dirty)).toBe(clean);
  });

  it.each([
    ['javascript:', '<a href="javascript:alert(1)">Klick</a>'],
    ['JavaScript: with entities and blanks', '<a href=" jav&#x09;ascript:alert(1)">Klick</a>'],
    ['vbscript:', '<a href="vbscript:msgbox(1)">Klick</a>'],
    ['data:', '<a href="data:text/html,<script>alert(1)</script>">Klick</a>'],
    ['a relative path', '<a href="/intern">Klick</a>'],
  ])('drops a %s link target but keeps the link text', (_case, dirty) => {
    const link = parse(sanitizeRichText(dirty)).querySelector('a');
    expect(link?.hasAttribute('href')).toBe(false);
    expect(link?.textContent).toBe('Klick');
  });

  it('keeps http(s) and mailto links and forces rel="noopener" on every link', () => {
    const root = parse(
      sanitizeRichText(
        '<p><a href="https://example.com" target="_blank" rel="opener">A</a> <a href="http://example.com">B</a> <a href="mailto:hallo@isarlicht-digital.de">C</a></p>',
      ),
    );
    const links = [...root.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://example.com', 'http://example.com', 'mailto:hallo@isarlicht-digital.de']);
    for (const link of links) {
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.hasAttribute('target')).toBe(false);
    }
  });

  it('keeps the allowed structure intact', () => {
    const html = '<p>Ein <strong>fetter</strong> und ein <em>kursiver</em> Satz.<br>Neue Zeile.</p><ul><li>Eins</li></ul><ol><li>Zwei</li></ol>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('leaves every rich text of the content unchanged, so nothing is silently lost', () => {
    for (const html of [...references.map((reference) => reference.fullDescription), ...industries.map((industry) => industry.longDescription)]) {
      expect(sanitizeRichText(html)).toBe(html);
    }
  });
});

describe('sanitizeIcon', () => {
  it('keeps the content icons intact', () => {
    for (const industry of industries) {
      const icon = parse(sanitizeIcon(industry.icon)).querySelector('svg');
      expect(icon?.getAttribute('viewBox')).toBe('0 0 24 24');
      expect(icon?.getAttribute('stroke')).toBe('currentColor');
      expect(icon?.querySelectorAll('path, circle, rect').length).toBeGreaterThan(0);
    }
  });

  it('removes scripts, event handlers, links, foreign content, animation and styles', () => {
    const root = parse(
      sanitizeIcon(
        '<svg viewBox="0 0 24 24" onload="alert(1)" style="fill:red">' +
          '<script>alert(2)</script>' +
          '<a href="javascript:alert(3)" xlink:href="javascript:alert(4)"><path d="M1 1h2" onclick="alert(5)"/></a>' +
          '<foreignObject><img src="x" onerror="alert(6)"></foreignObject>' +
          '<set attributeName="onload" to="alert(7)"/><animate attributeName="href" values="javascript:alert(8)"/>' +
          '<use href="data:image/svg+xml,<svg id=x onload=alert(9)>#x"/><image href="x" onerror="alert(10)"/><style>*{}</style>' +
          '</svg>',
      ),
    );
    expect(root.innerHTML).toBe('<svg viewBox="0 0 24 24"><path d="M1 1h2"></path></svg>');
    expect(eventHandlers(root)).toEqual([]);
  });

  it('keeps no HTML around or inside the icon', () => {
    expect(sanitizeIcon('<p>Text</p><img src=x onerror=alert(1)><svg><p>drin</p></svg>')).not.toMatch(/<p|<img/);
  });
});

describe('provideSanitizerWindow', () => {
  it('uses the window it is given, e.g. that of a prerender', () => {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    if (!frame.contentWindow) throw new Error('no frame window');
    // A frame's window is a complete, separate window, like the one jsdom gives a prerender.
    provideSanitizerWindow(frame.contentWindow as Window & typeof globalThis);
    expect(sanitizeRichText('<p onclick="x">Hallo</p><script>alert(1)</script>')).toBe('<p>Hallo</p>');
    frame.remove();
  });

  it('refuses to work with a window that cannot parse HTML instead of passing the markup through', () => {
    provideSanitizerWindow({ document: {} } as unknown as WindowLike);
    expect(() => sanitizeRichText('<script>alert(1)</script>')).toThrow(/kein vollständiges DOM/);
    provideSanitizerWindow(window);
    expect(sanitizeRichText('<script>alert(1)</script>')).toBe('');
  });
});
