import { busDetailAttribute, busEventAttribute, leavesThePage, navigate } from '@isarlicht/contracts';
import { sendBusAction } from '../start/replay-early-clicks';

/** An internal link as `Link` renders it: a path of this site. */
const sitePath = (anchor: HTMLAnchorElement): string | null => {
  const href = anchor.getAttribute('href') ?? '';
  return href.startsWith('/') && !href.startsWith('//') ? href : null;
};

/**
 * What the handlers of the content's controls would do, for content that is the
 * server's HTML (docs/decisions/028): a bus button sends its event, an internal link
 * navigates in the app. One listener on the region, the way React delegates events.
 */
export function followStaticClick(event: MouseEvent, region: Element): void {
  const target = event.target instanceof Element ? event.target : null;
  const control = target?.closest(`[${busEventAttribute}]`);
  if (control && region.contains(control)) {
    sendBusAction(control.getAttribute(busEventAttribute) ?? '', control.getAttribute(busDetailAttribute));
    return;
  }
  const anchor = target?.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || !region.contains(anchor) || leavesThePage(event, anchor)) return;
  const to = sitePath(anchor);
  if (to === null) return;
  event.preventDefault();
  navigate(to);
}
