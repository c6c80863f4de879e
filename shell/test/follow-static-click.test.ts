import { on } from '@isarlicht/browser-runtime/events/bus';
import type { EventMap } from '@isarlicht/contracts/events/event-map';
import { followStaticClick } from '../src/start/page-region/follow-static-click';
import { visitorClick } from './support/visitor-click';

/** Static content as the prerender leaves it, with the shell's one listener on its region. */
function staticRegion(html: string): HTMLElement {
  document.body.innerHTML = `<div id="region">${html}</div><a href="/agb" id="outside">AGB</a>`;
  const region = document.getElementById('region');
  if (region === null) throw new Error('no region');
  document.body.addEventListener('click', (event) => followStaticClick(event, region));
  return region;
}

describe('clicks in static content', () => {
  it('sends the bus event a button names on the visitor’s click, not on a script’s, and navigates in the app on an internal link', () => {
    const region = staticRegion(
      '<button data-bus-event="modal:open" data-bus-detail=\'{"modal":"booking"}\'><span>Erstgespräch buchen</span></button>' +
        '<a href="/contact">Kontaktseite</a><a href="https://example.org/">Extern</a>',
    );
    const opened: EventMap['modal:open'][] = [];
    const navigations: EventMap['navigate'][] = [];
    const offs = [on('modal:open', (payload) => opened.push(payload)), on('navigate', (payload) => navigations.push(payload))];
    const span = region.querySelector('span') ?? region;
    span.click();
    visitorClick(span);
    const [internal, external] = [...region.querySelectorAll('a')];
    const followed = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    internal?.dispatchEvent(followed);
    const foreign = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    external?.dispatchEvent(foreign);
    offs.forEach((off) => off());
    expect(opened).toEqual([{ modal: 'booking' }]);
    expect(navigations).toEqual([{ to: '/contact' }]);
    expect(followed.defaultPrevented).toBe(true);
    expect(foreign.defaultPrevented).toBe(false);
  });

  it('leaves a click with a modifier key, and links outside the region, to the browser', () => {
    staticRegion('<a href="/contact">Kontaktseite</a>');
    const navigations: EventMap['navigate'][] = [];
    const off = on('navigate', (payload) => navigations.push(payload));
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    document.querySelector('#region a')?.dispatchEvent(newTab);
    const outside = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.getElementById('outside')?.dispatchEvent(outside);
    off();
    expect(navigations).toEqual([]);
    expect(newTab.defaultPrevented).toBe(false);
    expect(outside.defaultPrevented).toBe(false);
  });
});
