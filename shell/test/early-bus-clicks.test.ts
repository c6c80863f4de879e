import { layerRequests } from '@isarlicht/contracts/events/layer-requests';
import { recordEarlyClicks } from '@isarlicht/browser-runtime/start/early-clicks';
import { replayEarlyClicks } from '../src/start/app/replay-early-clicks';
import { visitorClick } from './support/visitor-click';

describe('an early click on a bus control', () => {
  it('is forwarded for every event a control may send (`busAction`), none dropped', () => {
    document.body.innerHTML = `<div id="root">${layerRequests.map((name) => `<button data-bus-event="${name}">${name}</button>`).join('')}</div>`;
    recordEarlyClicks(window);
    for (const button of document.querySelectorAll('button')) visitorClick(button);

    const received: string[] = [];
    const record = (event: Event) => received.push(event.type);
    for (const name of layerRequests) window.addEventListener(name, record);
    replayEarlyClicks();
    for (const name of layerRequests) window.removeEventListener(name, record);

    expect(received).toEqual([...layerRequests]);
    expect(document.querySelectorAll('[aria-busy]')).toHaveLength(0);
  });
});
