import { siteConfig } from '@isarlicht/shared';
import { consentStore } from '../consent/consent-store';
import { ConsentRequired } from './consent-required';
import { Dialog } from './dialog';

export const assistantConsentMessage =
  'Der KI-Assistent kann nicht geladen werden, da Cookies für externe Inhalte deaktiviert sind.';

export function AssistantModal({ onClose }: { readonly onClose: () => void }) {
  const allowed = consentStore.get()?.externalContent === true;
  return (
    <Dialog title="KI-Assistent" onClose={onClose}>
      <p>
        Unser Sprachassistent beantwortet Fragen zu Leistungen, Ablauf und Kosten – rund um die Uhr, auf Deutsch. Lieber
        persönlich? Sie erreichen uns unter <a href={siteConfig.phone.href}>{siteConfig.phone.display}</a>.
      </p>
      {allowed ? null : <ConsentRequired message={assistantConsentMessage} onClose={onClose} />}
    </Dialog>
  );
}
