import type { PageMeta } from '@isarlicht/contracts/pages/page-module';
import { PageIntro } from '@isarlicht/ui/page-intro';
import { Section } from '@isarlicht/ui/section';
import { useSession } from './api/use-session';
import { Dashboard } from './dashboard/dashboard';
import { SignInScreen } from './sign-in/sign-in-screen';

export const meta = (): PageMeta => ({
  title: 'Anrufanalyse',
  description:
    'Interne Auswertung der Gespräche des KI-Sprachassistenten: Anzahl, Dauer, Kosten, Erfolgsquote und Gesprächsliste. Zugriff nur nach Anmeldung.',
});

/** Fails closed: call data is requested and shown only while the API confirms a session. */
export default function CallAnalyticsPage() {
  const { state, signIn, end } = useSession();
  return (
    <>
      <PageIntro
        eyebrow="Intern"
        title="Anrufanalyse"
        lead="Auswertung der Gespräche unseres KI-Sprachassistenten: Anzahl, Dauer, Kosten und Gesprächsausgang."
      />
      {state.status === 'checking' ? (
        <Section title="Anmeldung wird geprüft" id="anmeldung">
          <p role="status">Einen Moment bitte, die Sitzung wird geprüft …</p>
        </Section>
      ) : null}
      {state.status === 'signed-out' ? <SignInScreen key={state.error ?? ''} error={state.error} onSignIn={signIn} /> : null}
      {state.status === 'signed-in' ? <Dashboard apiUrl={state.apiUrl} session={state.session} onEnd={end} /> : null}
    </>
  );
}
