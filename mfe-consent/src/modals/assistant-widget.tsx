import { siteConfig } from '@isarlicht/site-content/site-config';
import { startAssistant } from '../third-party/vapi';
import { assistantTexts } from './assistant-texts';
import { StatusMessage } from './status-message';
import { useThirdParty } from './use-third-party';

/** The Vapi widget, started once the visitor allowed external content. */
export function AssistantWidget() {
  const status = useThirdParty(startAssistant);
  return (
    <StatusMessage
      status={status}
      loading={assistantTexts.loading}
      ready="Der Assistent ist bereit: Tippen Sie unten rechts auf das Mikrofon und sprechen Sie einfach los."
      error={`Der KI-Assistent antwortet gerade nicht. Bitte versuchen Sie es später noch einmal oder rufen Sie uns an: ${siteConfig.phone.display}.`}
      unconfigured={`Der KI-Assistent ist in dieser Umgebung nicht eingerichtet. Sie erreichen uns telefonisch unter ${siteConfig.phone.display}.`}
    />
  );
}
