import {
  hasEarlyClicks,
  recordEarlyClicks,
  takeEarlyClicks,
  type EarlyClick,
  type TakeBack,
} from '@isarlicht/browser-runtime/start/early-clicks';
import { visitorClick } from './support/visitor-click';

afterEach(() => {
  takeEarlyClicks(window);
});

const taken = () => takeEarlyClicks(window).map(({ name, detail, control }) => ({ name, detail, control }));

describe('clicks taken before the consent layer listens', () => {
  it('takes the visitor’s click on a bus control of the page, marks it busy and keeps it from other listeners', () => {
    const reached: string[] = [];
    document.body.innerHTML =
      '<div id="root"><button data-bus-event="modal:open" data-bus-detail=\'{"modal":"assistant"}\'><span>KI-Assistent</span></button><button>Andere</button></div>';
    document.getElementById('root')?.addEventListener('click', (event) => reached.push((event.target as Element).textContent ?? ''));
    recordEarlyClicks(window);
    const [assistant, other] = [...document.querySelectorAll('button')];
    visitorClick(assistant?.querySelector('span') ?? document.body);
    visitorClick(assistant ?? document.body);
    visitorClick(other ?? document.body);
    expect(assistant).toHaveAttribute('aria-busy', 'true');
    expect(reached).toEqual(['Andere']);
    expect(taken()).toEqual([{ name: 'modal:open', detail: '{"modal":"assistant"}', control: assistant }]);
  });

  it('stops taking clicks once the shell has taken them', () => {
    document.body.innerHTML = '<div id="root"><button data-bus-event="cookie-settings:open">Cookie-Einstellungen</button></div>';
    recordEarlyClicks(window);
    expect(takeEarlyClicks(window)).toEqual([]);
    const handled: string[] = [];
    document.body.addEventListener('click', () => handled.push('app'));
    const button = document.querySelector('button') ?? document.body;
    visitorClick(button);
    expect(handled).toEqual(['app']);
    expect(button).not.toHaveAttribute('aria-busy');
    expect(takeEarlyClicks(window)).toEqual([]);
  });

  it('takes no click a script makes', () => {
    document.body.innerHTML =
      '<div id="root"><footer><button data-bus-event="cookie-settings:open">Cookie-Einstellungen</button></footer></div>';
    const reached: string[] = [];
    document.body.addEventListener('click', (event) => reached.push((event.target as Element).textContent ?? ''));
    recordEarlyClicks(window);
    const settings = document.querySelector('button') ?? document.body;
    settings.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    settings.click();
    expect(settings).not.toHaveAttribute('aria-busy');
    expect(reached).toEqual(['Cookie-Einstellungen', 'Cookie-Einstellungen']);
    expect(taken()).toEqual([]);
  });

  it('takes the visitor’s click only on a control of #root or of an early dialog the page shows, never the consent panel’s', () => {
    document.body.innerHTML =
      '<div id="root" data-consent-panel><main></main></div>' +
      '<div data-early-dialog="assistant"><button data-bus-event="cookie-settings:open">Cookie-Einstellungen ändern</button></div>' +
      '<div id="first-visit-consent"><button data-bus-event="consent:decide" data-bus-detail=\'{"decision":"essential"}\'>Nur essenzielle</button></div>' +
      '<div class="injected-widget"><button data-bus-event="modal:open" data-bus-detail=\'{"modal":"assistant"}\'>Weiter</button></div>';
    const reached: string[] = [];
    document.body.addEventListener('click', (event) => reached.push((event.target as Element).textContent ?? ''));
    recordEarlyClicks(window);
    const [settings, essential, foreign] = [...document.querySelectorAll('button')];
    visitorClick(foreign ?? document.body);
    visitorClick(essential ?? document.body);
    visitorClick(settings ?? document.body);
    expect(foreign).not.toHaveAttribute('aria-busy');
    expect(essential).not.toHaveAttribute('aria-busy');
    expect(reached).toEqual(['Weiter', 'Nur essenzielle']);
    expect(taken()).toEqual([{ name: 'cookie-settings:open', detail: null, control: settings }]);
  });

  it('tells the page of each click it took, and gives back the ones the page takes back', () => {
    document.body.innerHTML =
      '<div id="root"><button data-bus-event="modal:open" data-bus-detail=\'{"modal":"booking"}\'>Erstgespräch buchen</button>' +
      '<button data-bus-event="cookie-settings:open">Cookie-Einstellungen</button></div>';
    const answered: EarlyClick[] = [];
    let takeBack: TakeBack = () => undefined;
    recordEarlyClicks(window, (click, back) => {
      answered.push(click);
      takeBack = back;
    });
    expect(hasEarlyClicks(window)).toBe(false);
    const [booking, settings] = [...document.querySelectorAll('button')];
    visitorClick(booking ?? document.body);
    visitorClick(settings ?? document.body);
    expect(answered.map((click) => click.name)).toEqual(['modal:open', 'cookie-settings:open']);
    expect(hasEarlyClicks(window)).toBe(true);
    takeBack((click) => click.name === 'modal:open');
    expect(booking).not.toHaveAttribute('aria-busy');
    expect(settings).toHaveAttribute('aria-busy', 'true');
    expect(taken()).toEqual([{ name: 'cookie-settings:open', detail: null, control: settings }]);
  });
});
