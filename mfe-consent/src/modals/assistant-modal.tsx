import { siteConfig } from '@isarlicht/contracts';
import { AssistantWidget } from './assistant-widget';
import { ConsentRequired } from './consent-required';
import { Dialog } from './dialog';

export const assistantConsentMessage = 'Der KI-Assistent kann nicht geladen werden, da Cookies für externe Inhalte deaktiviert sind.';

interface AssistantModalProps {
  readonly allowed: boolean;
  readonly onClose: () => void;
}

export function AssistantModal({ allowed, onClose }: AssistantModalProps) {
  return (
    <Dialog title="KI-Assistent" onClose={onClose}>
      <p>
        Unser Sprachassistent beantwortet Fragen zu Leistungen, Ablauf und Kosten – rund um die Uhr, auf Deutsch. Lieber persönlich? Sie
        erreichen uns unter <a href={siteConfig.phone.href}>{siteConfig.phone.display}</a>.
      </p>
      {allowed ? <AssistantWidget /> : <ConsentRequired message={assistantConsentMessage} onClose={onClose} />}
    </Dialog>
  );
}
