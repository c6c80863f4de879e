import { takeEarlyClicks, type EarlyClick } from '@isarlicht/shared';
import { isLayerRequest } from '../federation/layer-requests';

/** Controls pressed before the application ran, busy until the consent layer has the request. */
const waiting: Element[] = [];

function detailOf(click: EarlyClick): { readonly ok: boolean; readonly detail?: unknown } {
  if (click.detail === null) return { ok: true };
  try {
    return { ok: true, detail: JSON.parse(click.detail) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * Sends, in order, the bus events of the clicks the boot script took before the
 * application ran (docs/decisions/027): the same events the buttons send themselves
 * from now on. Only requests for the consent layer are replayed; they are held until
 * the layer listens (held-layer-requests.ts).
 */
export function replayEarlyClicks(): void {
  for (const click of takeEarlyClicks(window)) {
    const { ok, detail } = detailOf(click);
    if (!ok || !isLayerRequest(click.name)) {
      click.control.removeAttribute('aria-busy');
      continue;
    }
    waiting.push(click.control);
    window.dispatchEvent(new CustomEvent(click.name, { detail }));
  }
}

/** The consent layer has taken the held requests, or will never: the controls are no longer busy. */
export function settleEarlyClicks(): void {
  for (const control of waiting.splice(0)) control.removeAttribute('aria-busy');
}
