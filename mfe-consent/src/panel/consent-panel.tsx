import { useState } from 'react';
import { choiceBy, type ConsentChoice } from '@isarlicht/contracts/consent/consent-record';
import { choiceOf } from '@isarlicht/contracts/consent/consent-choice';
import { Dialog } from '../modals/dialog';
import { PanelForm } from './panel-form';

interface ConsentPanelProps {
  /** The stored decision, or before one the deployment's default. */
  readonly initial: ConsentChoice;
  /** False while the visitor must decide: no close button, Escape or overlay. */
  readonly dismissible: boolean;
  readonly onSave: (choice: ConsentChoice) => void;
  readonly onClose: () => void;
}

/** The consent dialog: the optional purposes start as `initial` says, three equal buttons. */
export function ConsentPanel({ initial, dismissible, onSave, onClose }: ConsentPanelProps) {
  // The purposes only: a stored record also carries `essential` and its timestamp.
  const [choice, setChoice] = useState<ConsentChoice>(() => choiceBy((purpose) => initial[purpose]));
  return (
    <Dialog title="Cookie-Einstellungen" onClose={onClose} dismissible={dismissible}>
      <PanelForm
        purposeInput={(purpose) => ({
          checked: choice[purpose],
          onChange: (event) => setChoice({ ...choice, [purpose]: event.target.checked }),
        })}
        decisionButton={(decision) => ({ onClick: () => onSave(choiceOf(decision, choice)) })}
      />
    </Dialog>
  );
}
