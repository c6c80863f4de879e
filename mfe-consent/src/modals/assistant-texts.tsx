import { siteConfig } from '@isarlicht/site-content/site-config';
import type { ThirdPartyTexts } from './third-party-texts';

export const assistantConsentMessage = 'Der KI-Assistent kann nicht geladen werden, da Cookies für externe Inhalte deaktiviert sind.';

export const assistantTexts: ThirdPartyTexts = {
  title: 'KI-Assistent',
  purpose: 'externalContent',
  intro: (
    <>
      Unser Sprachassistent beantwortet Fragen zu Leistungen, Ablauf und Kosten – rund um die Uhr, auf Deutsch. Lieber persönlich? Sie
      erreichen uns unter <a href={siteConfig.phone.href}>{siteConfig.phone.display}</a>.
    </>
  ),
  consentMessage: assistantConsentMessage,
  loading: 'Der KI-Assistent wird geladen …',
};
