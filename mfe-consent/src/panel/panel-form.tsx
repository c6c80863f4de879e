import type { ButtonHTMLAttributes, InputHTMLAttributes } from 'react';
import { consentDecisions, type ConsentDecision } from '@isarlicht/contracts/consent/first-visit-panel';
import { consentPurposes, type ConsentPurpose } from '@isarlicht/contracts/consent/consent-record';
import { paths } from '@isarlicht/contracts/routes/paths';
import { purposeTexts } from './purpose-texts';
import styles from './consent-panel.module.css';

interface PanelFormProps {
  /** What each optional purpose's checkbox is: controlled in the live panel, named and preset in the prerendered one. */
  readonly purposeInput: (purpose: ConsentPurpose) => InputHTMLAttributes<HTMLInputElement>;
  /** What each of the three buttons does: a handler in the live panel, its decision in the markup of the prerendered one. */
  readonly decisionButton: (
    decision: ConsentDecision,
  ) => ButtonHTMLAttributes<HTMLButtonElement> & { readonly [attribute: `data-${string}`]: string };
}

const decisionLabels: Readonly<Record<ConsentDecision, string>> = {
  all: 'Alle akzeptieren',
  selection: 'Auswahl speichern',
  essential: 'Nur essenzielle',
};

/** The consent panel's content, one markup for the live panel and the prerendered first-visit panel. */
export function PanelForm({ purposeInput, decisionButton }: PanelFormProps) {
  return (
    <>
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
        {consentPurposes.map((purpose) => (
          <label key={purpose} className={styles.purpose}>
            <input type="checkbox" {...purposeInput(purpose)} />
            <span>
              <strong>{purposeTexts[purpose].label}</strong> {purposeTexts[purpose].text}
            </span>
          </label>
        ))}
      </fieldset>
      <div className={styles.actions}>
        {consentDecisions.map((decision) => (
          <button key={decision} type="button" className={styles.action} {...decisionButton(decision)}>
            {decisionLabels[decision]}
          </button>
        ))}
      </div>
    </>
  );
}
