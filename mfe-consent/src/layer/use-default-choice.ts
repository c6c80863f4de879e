import { useEffect, useState } from 'react';
import { defaultChoiceOf, essentialOnly } from '@isarlicht/contracts/consent/consent-choice';
import { loadDeploymentConfig } from '@isarlicht/browser-runtime/deployment/load-deployment-config';
import type { ConsentChoice } from '@isarlicht/contracts/consent/consent-record';

/**
 * How the optional purposes start for a visitor who has not decided, from the
 * deployment's `consentDefault`; null until it is known. Read only when `needed`, so
 * a visitor who has decided costs no request. If the configuration cannot be read,
 * nothing starts ticked: no third party can load without it anyway.
 */
export function useDefaultChoice(needed: boolean): ConsentChoice | null {
  const [choice, setChoice] = useState<ConsentChoice | null>(null);
  useEffect(() => {
    if (!needed || choice !== null) return undefined;
    let active = true;
    loadDeploymentConfig().then(
      ({ consentDefault }) => active && setChoice(defaultChoiceOf(consentDefault)),
      (error: unknown) => {
        console.warn('[consent] deployment configuration unavailable, the optional purposes start unticked', error);
        if (active) setChoice(essentialOnly);
      },
    );
    return () => {
      active = false;
    };
  }, [needed, choice]);
  return choice;
}
