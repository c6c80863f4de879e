import { recordEarlyClicks, takeEarlyClicks } from '@isarlicht/browser-runtime/start/early-clicks';
import { takeEarlyDialogs } from '@isarlicht/browser-runtime/start/early-dialogs';
import { answerEarlyClick } from '../src/start/boot/answer-early-click';
import { visitorClick } from './support/visitor-click';

/** A prerendered page with its early dialogs as the consent layer renders them (mfe-consent's EarlyDialogs). */
function page(): HTMLButtonElement {
  document.body.innerHTML =
    '<div id="root"><header><button data-bus-event="modal:open" data-bus-detail=\'{"modal":"assistant"}\'>KI-Assistent</button></header></div>' +
    '<template id="early-dialogs"><div class="overlay" data-early-dialog="assistant" data-early-purpose="externalContent">' +
    '<div role="dialog" aria-modal="true" aria-labelledby="dialog-ki-assistent" aria-busy="true">' +
    '<h2 id="dialog-ki-assistent">KI-Assistent</h2><button data-early-close="">Schließen</button><p>Rund um die Uhr.</p>' +
    '<div data-early-when="allowed"><p role="status">Der KI-Assistent wird geladen …</p></div>' +
    '<div data-early-when="refused"><div class="box"><p>Nicht erlaubt.</p><button data-bus-event="cookie-settings:open">Cookie-Einstellungen ändern</button></div></div>' +
    '</div></div></template>';
  return document.querySelector('#root button') as HTMLButtonElement;
}

/** A page without the consent panel (a legal page, `app.html`): the settings wait for the consent layer. */
const noSettingsPanel = { canOpenSettings: () => false, openSettings: () => undefined };
const shown = () => document.querySelector<HTMLElement>('body > [data-early-dialog]');
/** The frame after the tap has painted, and the task after it. */
const painted = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const escape = () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', cancelable: true }));

describe('an early dialog, before the consent layer runs', () => {
  afterEach(() => {
    takeEarlyClicks(window);
    takeEarlyDialogs(document);
  });

  function record(allowed: boolean): void {
    recordEarlyClicks(window, (click, takeBack) => {
      answerEarlyClick(document, click, takeBack, { allowed: () => allowed, settings: noSettingsPanel });
    });
  }

  it('shows the dialog’s frame and the consent message at the tap, as a modal dialog: focus in, and Escape takes it and the click back', async () => {
    const assistant = page();
    record(false);
    assistant.focus();
    visitorClick(assistant);
    const dialog = shown();
    expect(dialog?.querySelector('[role="dialog"]')).toHaveAttribute('aria-busy', 'true');
    expect(dialog?.textContent).toContain('Nicht erlaubt.');
    expect(dialog?.textContent).not.toContain('wird geladen');
    expect(dialog?.querySelector('[data-early-when]')).toBeNull();
    await painted();
    expect(document.activeElement?.textContent).toBe('Schließen');

    expect(escape()).toBe(false);
    expect(shown()).toBeNull();
    expect(assistant).not.toHaveAttribute('aria-busy');
    expect(document.activeElement).toBe(assistant);
    expect(takeEarlyClicks(window)).toEqual([]);
  });

  it('shows the widget loading where the visitor allowed it, and closes by its button and by the overlay', () => {
    const assistant = page();
    record(true);
    visitorClick(assistant);
    expect(shown()?.textContent).toContain('Der KI-Assistent wird geladen …');
    expect(shown()?.textContent).not.toContain('Nicht erlaubt.');
    visitorClick(shown()?.querySelector('[data-early-close]') ?? document.body);
    expect(shown()).toBeNull();
    visitorClick(assistant);
    visitorClick(shown() ?? document.body);
    expect(shown()).toBeNull();
  });

  it('keeps the click for the layer, which takes the dialog’s place and gets the opener back', () => {
    const assistant = page();
    record(false);
    assistant.focus();
    visitorClick(assistant);
    expect(takeEarlyDialogs(document)).toBe(assistant);
    expect(shown()).toBeNull();
    expect(takeEarlyClicks(window).map((click) => click.name)).toEqual(['modal:open']);
  });

  it('asks for the consent panel from "Cookie-Einstellungen ändern": the dialog stays busy, and the layer will not open it', () => {
    const assistant = page();
    record(false);
    visitorClick(assistant);
    const settings = shown()?.querySelector<HTMLElement>('[data-bus-event="cookie-settings:open"]') ?? document.body;
    visitorClick(settings);
    expect(settings).toHaveAttribute('aria-busy', 'true');
    expect(shown()).not.toBeNull();
    expect(takeEarlyClicks(window).map((click) => click.name)).toEqual(['cookie-settings:open']);
  });

  it('leaves the control busy where the page carries no early dialogs', () => {
    const assistant = page();
    document.getElementById('early-dialogs')?.remove();
    record(false);
    visitorClick(assistant);
    expect(shown()).toBeNull();
    expect(assistant).toHaveAttribute('aria-busy', 'true');
  });
});
