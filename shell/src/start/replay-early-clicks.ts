import { isLayerRequest, takeEarlyClicks, takeEarlyDialogs } from '@isarlicht/contracts';

function detailOf(detail: string | null): { readonly ok: boolean; readonly detail?: unknown } {
  if (detail === null) return { ok: true };
  try {
    return { ok: true, detail: JSON.parse(detail) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * Sends the bus event a control names in its markup (`busAction`), as the control's own
 * handler would; only requests for the consent layer, the only events such controls
 * send. False when the markup names no such request.
 */
export function sendBusAction(name: string, detailJson: string | null): boolean {
  const { ok, detail } = detailOf(detailJson);
  if (!ok || !isLayerRequest(name)) return false;
  window.dispatchEvent(new CustomEvent(name, { detail }));
  return true;
}

/**
 * Once the consent layer listens, sends in order the bus events of the clicks the boot
 * script took until then (docs/decisions/027): the same events the buttons send
 * themselves from now on. The layer answers each at once, so the controls are no longer
 * busy; an early dialog stays until the layer's live one takes its place
 * (docs/decisions/053).
 */
export function replayEarlyClicks(): void {
  for (const click of takeEarlyClicks(window)) {
    sendBusAction(click.name, click.detail);
    click.control.removeAttribute('aria-busy');
  }
}

/** The consent layer cannot load: the clicks taken for it are dropped, their controls no longer busy, the early dialogs gone. */
export function dropEarlyClicks(): void {
  for (const click of takeEarlyClicks(window)) click.control.removeAttribute('aria-busy');
  takeEarlyDialogs(document);
}
