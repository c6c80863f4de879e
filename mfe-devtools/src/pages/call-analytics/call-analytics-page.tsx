import type { PageMeta } from '@isarlicht/shared';
import { PageIntro, Section } from '@isarlicht/shared/ui';

export const meta = (): PageMeta => ({
  title: 'Anrufanalyse',
  description: 'Interne Auswertung der Gespräche des KI-Sprachassistenten. Zugriff nur nach Anmeldung.',
});

/** Fails closed: without a verified session no call data is requested or shown. */
export default function CallAnalyticsPage() {
  return (
    <>
      <PageIntro
        eyebrow="Intern"
        title="Anrufanalyse"
        lead="Auswertung der Gespräche unseres KI-Sprachassistenten: Anzahl, Dauer, Kosten und Gesprächsausgang."
      />
      <Section title="Anmeldung erforderlich" id="anmeldung">
        <p>
          Diese Auswertung ist nur für angemeldete Teammitglieder sichtbar. Ohne bestätigte Sitzung werden keine Anrufdaten
          geladen.
        </p>
      </Section>
    </>
  );
}
