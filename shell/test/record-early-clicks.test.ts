import { recordEarlyClicks, takeEarlyClicks } from '@isarlicht/contracts/early-clicks';
import { visitorClick } from './support/visitor-click';

afterEach(() => {
  takeEarlyClicks(window);
});

const taken = () => takeEarlyClicks(window).map(({ name, detail, control }) => ({ name, detail, control }));

describe('clicks taken before the application runs', () => {
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

  it('stops taking clicks once the application has taken them', () => {
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

  it('takes the visitor’s click only on a control of #root or of the first-visit panel the page carries', () => {
    document.body.innerHTML =
      '<div id="root" data-consent-panel><main></main></div>' +
      '<div id="first-visit-consent"><button data-bus-event="consent:decide" data-bus-detail=\'{"decision":"essential"}\'>Nur essenzielle</button></div>' +
      '<div class="injected-widget"><button data-bus-event="consent:decide" data-bus-detail=\'{"decision":"all"}\'>Weiter</button></div>';
    const reached: string[] = [];
    document.body.addEventListener('click', (event) => reached.push((event.target as Element).textContent ?? ''));
    recordEarlyClicks(window);
    const [essential, foreign] = [...document.querySelectorAll('button')];
    visitorClick(foreign ?? document.body);
    visitorClick(essential ?? document.body);
    expect(foreign).not.toHaveAttribute('aria-busy');
    expect(reached).toEqual(['Weiter']);
    expect(taken()).toEqual([{ name: 'consent:decide', detail: '{"decision":"essential"}', control: essential }]);
  });

  it('takes no click on a panel the page does not say it carries', () => {
    document.body.innerHTML =
      '<div id="root"></div><div id="first-visit-consent"><button data-bus-event="consent:decide" data-bus-detail=\'{"decision":"all"}\'>Alle akzeptieren</button></div>';
    recordEarlyClicks(window);
    const button = document.querySelector('button') ?? document.body;
    visitorClick(button);
    expect(button).not.toHaveAttribute('aria-busy');
    expect(taken()).toEqual([]);
  });
});
