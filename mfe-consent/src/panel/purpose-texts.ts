import type { ConsentPurpose } from '@isarlicht/contracts/consent/consent-record';

export const purposeTexts = {
  essential: 'Speichert Ihre Cookie-Auswahl und die App-Version im Browser. Immer aktiv.',
  analytics: { label: 'Analyse', text: 'Google Analytics 4 misst mit einer pseudonymen Kennung, welche Seiten gelesen werden.' },
  externalContent: { label: 'Externe Inhalte', text: 'Lädt den KI-Sprachassistenten von Vapi.' },
  hubspot: { label: 'HubSpot Meetings', text: 'Lädt den Terminkalender für die Buchung eines Erstgesprächs.' },
  googleMaps: { label: 'Google Maps', text: 'Zeigt die Anfahrtskarte auf der Kontaktseite.' },
} as const satisfies { essential: string } & Record<ConsentPurpose, { label: string; text: string }>;
