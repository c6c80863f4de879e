import { busDetailAttribute, busEventAttribute } from '@isarlicht/contracts/start/page-state';
import { leavesThePage, navigate } from '@isarlicht/browser-runtime/navigation/navigate';
import { sendBusAction } from '../app/replay-early-clicks';

/** An internal link as `Link` renders it: a path of this site. */
const sitePath = (anchor: HTMLAnchorElement): string | null => {
  const href = anchor.getAttribute('href') ?? '';
  return href.startsWith('/') && !href.startsWith('//') ? href : null;
};

/**
 * The visitor's click on a bus button of server HTML in `region` sends the button's
 * event; true when it did. Only a trusted click, as the boot script takes before
 * (early-clicks.ts): a script's `click()` is no visitor's gesture, and the first-visit
 * panel's buttons decide the visitor's consent.
 */
export function sendClickedBusAction(event: MouseEvent, region: Element): boolean {
  const control = event.isTrusted && event.target instanceof Element ? event.target.closest(`[${busEventAttribute}]`) : null;
  if (control === null || !region.contains(control)) return false;
  sendBusAction(control.getAttribute(busEventAttribute) ?? '', control.getAttribute(busDetailAttribute));
  return true;
}

/**
 * What the handlers of the content's controls would do, for content that is the
 * server's HTML (docs/decisions/028): a bus button sends its event, an internal link
 * navigates in the app. One listener on the region, the way React delegates events.
 */
export function followStaticClick(event: MouseEvent, region: Element): void {
  if (sendClickedBusAction(event, region)) return;
  const target = event.target instanceof Element ? event.target : null;
  const anchor = target?.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || !region.contains(anchor) || leavesThePage(event, anchor)) return;
  const to = sitePath(anchor);
  if (to === null) return;
  event.preventDefault();
  navigate(to);
}
