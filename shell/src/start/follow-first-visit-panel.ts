import { firstVisitPanelId } from '@isarlicht/contracts';
import { sendClickedBusAction } from '../page-region/follow-static-click';

/**
 * Once the application runs, the visitor's click on a button of the prerendered
 * first-visit consent panel sends its `consent:decide`, held until the consent layer
 * listens, as the boot script's recorder did before (docs/decisions/043). Its link
 * stays a plain link, as in the live panel.
 */
export function followFirstVisitPanel(): () => void {
  const panel = document.getElementById(firstVisitPanelId);
  if (panel === null) return () => undefined;
  const follow = (event: MouseEvent) => {
    sendClickedBusAction(event, panel);
  };
  panel.addEventListener('click', follow);
  return () => panel.removeEventListener('click', follow);
}
