import { AssistantWidget } from './assistant-widget';
import { assistantTexts } from './assistant-texts';
import { ThirdPartyDialog, type ModalProps } from './third-party-dialog';

export function AssistantModal({ allowed, onClose }: ModalProps) {
  return <ThirdPartyDialog texts={assistantTexts} widget={<AssistantWidget />} allowed={allowed} onClose={onClose} />;
}
