import { siteConfig } from '@isarlicht/contracts';
import { AssistantWidget } from './assistant-widget';
import { ThirdPartyDialog, type ModalProps } from './third-party-dialog';

export const assistantConsentMessage = 'Der KI-Assistent kann nicht geladen werden, da Cookies für externe Inhalte deaktiviert sind.';

export function AssistantModal({ allowed, onClose }: ModalProps) {
  return (
    <ThirdPartyDialog
      title="KI-Assistent"
      intro={
        <>
          Unser Sprachassistent beantwortet Fragen zu Leistungen, Ablauf und Kosten – rund um die Uhr, auf Deutsch. Lieber persönlich? Sie
          erreichen uns unter <a href={siteConfig.phone.href}>{siteConfig.phone.display}</a>.
        </>
      }
      widget={<AssistantWidget />}
      consentMessage={assistantConsentMessage}
      allowed={allowed}
      onClose={onClose}
    />
  );
}
