import { useState } from 'react';
import { paths } from '@isarlicht/contracts';
import { allAccepted, essentialOnly, type ConsentChoice } from '../consent/consent-choice';
import { Dialog } from '../modals/dialog';
import { purposeTexts } from './purpose-texts';
import styles from './consent-panel.module.css';

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
  const [choice, setChoice] = useState<ConsentChoice>(() => {
    const { analytics, externalContent, hubspot, googleMaps } = initial;
    return { analytics, externalContent, hubspot, googleMaps };
  });
  return (
    <Dialog title="Cookie-Einstellungen" onClose={onClose} dismissible={dismissible}>
      <p className={styles.intro}>
        Wir verwenden technisch notwendige Speicherung und – nur mit Ihrer Einwilligung – Dienste von Drittanbietern. Details in der{' '}
        <a href={paths.privacy}>Datenschutzerklärung</a>; Ihre Auswahl können Sie jederzeit ändern.
      </p>
      <fieldset className={styles.purposes}>
        <legend className={styles.legend}>Zwecke</legend>
        <label className={styles.purpose}>
          <input type="checkbox" checked disabled />
          <span>
            <strong>Essenziell</strong> {purposeTexts.essential}
          </span>
        </label>
        {(Object.keys(essentialOnly) as (keyof ConsentChoice)[]).map((purpose) => (
          <label key={purpose} className={styles.purpose}>
            <input
              type="checkbox"
              checked={choice[purpose]}
              onChange={(event) => setChoice({ ...choice, [purpose]: event.target.checked })}
            />
            <span>
              <strong>{purposeTexts[purpose].label}</strong> {purposeTexts[purpose].text}
            </span>
          </label>
        ))}
      </fieldset>
      <div className={styles.actions}>
        <button type="button" className={styles.action} onClick={() => onSave(allAccepted)}>
          Alle akzeptieren
        </button>
        <button type="button" className={styles.action} onClick={() => onSave(choice)}>
          Auswahl speichern
        </button>
        <button type="button" className={styles.action} onClick={() => onSave(essentialOnly)}>
          Nur essenzielle
        </button>
      </div>
    </Dialog>
  );
}
