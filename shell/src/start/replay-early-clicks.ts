import { isLayerRequest, takeEarlyClicks } from '@isarlicht/contracts';

/** Controls pressed before the application ran, busy until the consent layer has the request. */
const waiting: Element[] = [];

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
 * Sends, in order, the bus events of the clicks the boot script took before the
 * application ran (docs/decisions/027): the same events the buttons send themselves
 * from now on. Only requests for the consent layer are replayed; they are held until
 * the layer listens (held-layer-requests.ts).
 */
export function replayEarlyClicks(): void {
  for (const click of takeEarlyClicks(window)) {
    if (sendBusAction(click.name, click.detail)) waiting.push(click.control);
    else click.control.removeAttribute('aria-busy');
  }
}

/** The consent layer has taken the held requests, or will never: the controls are no longer busy. */
export function settleEarlyClicks(): void {
  for (const control of waiting.splice(0)) control.removeAttribute('aria-busy');
}
