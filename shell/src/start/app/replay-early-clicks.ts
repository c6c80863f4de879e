import { isLayerRequest } from '@isarlicht/contracts/events/layer-requests';
import { takeEarlyClicks } from '@isarlicht/browser-runtime/start/early-clicks';
import { takeEarlyDialogs } from '@isarlicht/browser-runtime/start/early-dialogs';

function detailOf(detail: string | null): { readonly ok: boolean; readonly detail?: unknown } {
  if (detail === null) return { ok: true };
  try {
    return { ok: true, detail: JSON.parse(detail) as unknown };
  } catch {
    return { ok: false };
  }
}

/** The bus event a control names in its markup (`busAction`); null when it names no request for the consent layer. */
function busEventOf(name: string, detailJson: string | null): CustomEvent | null {
  const { ok, detail } = detailOf(detailJson);
  return ok && isLayerRequest(name) ? new CustomEvent(name, { detail }) : null;
}

/**
 * Sends the bus event a control names in its markup (`busAction`), as the control's own
 * handler would; only requests for the consent layer, the only events such controls
 * send. False when the markup names no such request.
 */
export function sendBusAction(name: string, detailJson: string | null): boolean {
  const event = busEventOf(name, detailJson);
  if (event === null) return false;
  window.dispatchEvent(event);
  return true;
}

/**
 * Takes the clicks the boot script kept for the consent layer (docs/decisions/027), in
 * order, as the bus events their controls send: the same events the buttons send
 * themselves from now on. Their controls are no longer busy. An early dialog stays
 * until the layer's live one takes its place (docs/decisions/053).
 */
export function takeEarlyClickEvents(): CustomEvent[] {
  const events: CustomEvent[] = [];
  for (const click of takeEarlyClicks(window)) {
    const event = busEventOf(click.name, click.detail);
    if (event !== null) events.push(event);
    click.control.removeAttribute('aria-busy');
  }
  return events;
}

/** Once the consent layer listens: sends the kept clicks' events, which it answers at once. */
export function replayEarlyClicks(): void {
  for (const event of takeEarlyClickEvents()) window.dispatchEvent(event);
}

/** The early dialogs give way, for a layer that cannot load. */
export function closeEarlyDialogs(): void {
  takeEarlyDialogs(document);
}
