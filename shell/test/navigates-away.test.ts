import { navigatesAway } from '../src/start/boot/navigates-away';

/** The page the links are on: jsdom's document, whose links resolve against it. */
const here = { href: window.location.href };

function clickOn(html: string, init: MouseEventInit = {}): MouseEvent {
  document.body.innerHTML = html;
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  document.querySelector('a')?.dispatchEvent(event);
  return event;
}

describe('a click that loads another document in this tab', () => {
  it('is a plain link to another page of the site or another site', () => {
    expect(navigatesAway(clickOn('<a href="/services"><span>Leistungen</span></a>'), here)).toBe(true);
    expect(navigatesAway(clickOn('<a href="https://example.org/">Extern</a>'), here)).toBe(true);
  });

  it('is not a link to a place on this page, a mail or phone link, a new tab, a download or a handled click', () => {
    expect(navigatesAway(clickOn('<a href="#team">Team</a>'), here)).toBe(false);
    expect(navigatesAway(clickOn('<a href="mailto:hallo@example.org">E-Mail</a>'), here)).toBe(false);
    expect(navigatesAway(clickOn('<a href="/services" target="_blank">Leistungen</a>'), here)).toBe(false);
    expect(navigatesAway(clickOn('<a href="/agb.pdf" download>AGB</a>'), here)).toBe(false);
    expect(navigatesAway(clickOn('<a href="/services">Leistungen</a>', { ctrlKey: true }), here)).toBe(false);
    document.body.innerHTML = '<a href="/services">Leistungen</a>';
    const handled = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.querySelector('a')?.addEventListener('click', (event) => event.preventDefault());
    document.querySelector('a')?.dispatchEvent(handled);
    expect(navigatesAway(handled, here)).toBe(false);
  });
});
