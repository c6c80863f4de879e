import { busDetailAttribute, busEventAttribute, firstVisitPanelId, panelCloseAttribute } from '@isarlicht/contracts/start/page-state';
import { defaultChoiceOf } from '@isarlicht/contracts/consent/consent-choice';
import { firstVisitDecisionEvent } from '@isarlicht/contracts/consent/first-visit-panel';
import type { ConsentDefault } from '@isarlicht/contracts/deployment/deployment-config';
import { closeButtonClassName, DialogFrame, overlayClassName } from '../modals/dialog-frame';
import { PanelForm } from './panel-form';
import styles from './first-visit-panel.module.css';

/**
 * The consent panel a visitor who has not decided meets first, as the prerender writes
 * it into every page but the legal ones (docs/decisions/043). It works before and
 * without the application: the boxes are plain checkboxes, and the page's boot script
 * answers the buttons, which name their decision in their markup, through the one
 * record writer (docs/decisions/053). Once the consent layer runs it shows and hides the
 * panel as the live one would be. The boxes start as the deployment's `consentDefault`
 * the page was rendered with; the layer corrects them if the live one differs and the
 * visitor has not touched them.
 */
export function FirstVisitPanel({ consentDefault }: { readonly consentDefault: ConsentDefault }) {
  const initial = defaultChoiceOf(consentDefault);
  return (
    <div id={firstVisitPanelId} className={`${overlayClassName} ${styles.firstVisit}`}>
      <DialogFrame
        title="Cookie-Einstellungen"
        close={
          <button type="button" className={closeButtonClassName} hidden {...{ [panelCloseAttribute]: '' }}>
            Schließen
          </button>
        }
      >
        <PanelForm
          purposeInput={(purpose) => ({ name: purpose, defaultChecked: initial[purpose] })}
          decisionButton={(decision) => ({
            [busEventAttribute]: firstVisitDecisionEvent,
            [busDetailAttribute]: JSON.stringify({ decision }),
          })}
        />
      </DialogFrame>
    </div>
  );
}
