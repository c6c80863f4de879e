import { busAction, firstVisitPanelId, type ConsentDefault } from '@isarlicht/contracts';
import { defaultChoiceOf } from '../consent/consent-choice';
import { DialogFrame, overlayClassName } from '../modals/dialog-frame';
import { PanelForm } from './panel-form';
import styles from './first-visit-panel.module.css';

/**
 * The consent panel a visitor who has not decided meets first, as the prerender writes
 * it into every page but the legal ones (docs/decisions/043). It works before the
 * application runs: the boxes are plain checkboxes, the buttons send `consent:decide`
 * on the bus (the boot script keeps a click until the application replays it), and the
 * consent layer takes the panel over once it runs. The boxes start as the deployment's
 * `consentDefault` the page was rendered with; the layer corrects them if the live one
 * differs and the visitor has not touched them.
 */
export function FirstVisitPanel({ consentDefault }: { readonly consentDefault: ConsentDefault }) {
  const initial = defaultChoiceOf(consentDefault);
  return (
    <div id={firstVisitPanelId} className={`${overlayClassName} ${styles.firstVisit}`}>
      <DialogFrame title="Cookie-Einstellungen">
        <PanelForm
          purposeInput={(purpose) => ({ name: purpose, defaultChecked: initial[purpose] })}
          decisionButton={(decision) => busAction('consent:decide', { decision })}
        />
      </DialogFrame>
    </div>
  );
}
