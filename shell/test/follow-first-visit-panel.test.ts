import { on, type EventMap } from '@isarlicht/contracts';
import { followFirstVisitPanel } from '../src/start/follow-first-visit-panel';
import { visitorClick } from './support/visitor-click';

describe('the prerendered consent panel once the application runs', () => {
  it('sends a button’s consent:decide on the visitor’s click, not on a script’s, leaves its link to the browser, and stops when told', () => {
    document.body.innerHTML =
      '<div id="first-visit-consent"><a href="/impressum#datenschutz">Datenschutzerklärung</a>' +
      '<button data-bus-event="consent:decide" data-bus-detail=\'{"decision":"essential"}\'>Nur essenzielle</button></div>';
    const decisions: EventMap['consent:decide'][] = [];
    const navigations: EventMap['navigate'][] = [];
    const offs = [on('consent:decide', (payload) => decisions.push(payload)), on('navigate', (payload) => navigations.push(payload))];
    const stop = followFirstVisitPanel();
    const button = document.querySelector('button') ?? document.body;
    button.click();
    visitorClick(button);
    const link = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.querySelector('a')?.dispatchEvent(link);
    stop();
    visitorClick(button);
    offs.forEach((off) => off());
    expect(decisions).toEqual([{ decision: 'essential' }]);
    expect(navigations).toEqual([]);
    expect(link.defaultPrevented).toBe(false);
  });

  it('answers nothing outside the panel, and a page without it', () => {
    document.body.innerHTML =
      '<main><button data-bus-event="consent:decide" data-bus-detail=\'{"decision":"all"}\'>Alle akzeptieren</button></main>';
    const decisions: EventMap['consent:decide'][] = [];
    const off = on('consent:decide', (payload) => decisions.push(payload));
    const stop = followFirstVisitPanel();
    visitorClick(document.querySelector('button') ?? document.body);
    stop();
    off();
    expect(decisions).toEqual([]);
  });
});
