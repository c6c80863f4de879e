import { useState, type FormEvent } from 'react';
import { Button } from '@isarlicht/ui/button';
import { Section } from '@isarlicht/ui/section';
import { ApiError } from '../api/call-analytics-api';
import { apiTexts } from '../api/texts';
import field from '../field.module.css';
import styles from './sign-in-screen.module.css';

/** A form field's text; a file input (there is none here) counts as empty. */
const textOf = (value: FormDataEntryValue | null): string => (typeof value === 'string' ? value : '');

interface SignInScreenProps {
  /** Why the page shows this screen instead of data, if there is more to say than "signed out". */
  readonly error: string | null;
  readonly onSignIn: (user: string, password: string) => Promise<void>;
}

export function SignInScreen({ error, onSignIn }: SignInScreenProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const message = failure ?? error;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setFailure(null);
    onSignIn(textOf(form.get('user')), textOf(form.get('password'))).catch((reason: unknown) => {
      setFailure(reason instanceof ApiError ? reason.message : apiTexts.signInUnavailable);
      setBusy(false);
    });
  };

  return (
    <Section title="Anmeldung erforderlich" id="anmeldung">
      <p className={styles.lead}>
        Die Anrufanalyse ist nur für angemeldete Teammitglieder sichtbar. Ohne bestätigte Sitzung werden keine Anrufdaten geladen.
      </p>
      <form className={styles.form} onSubmit={submit} aria-describedby={message ? 'anmeldung-fehler' : undefined}>
        {message ? (
          <p id="anmeldung-fehler" className={styles.error} role="alert">
            {message}
          </p>
        ) : null}
        <label className={field.field}>
          <span>Benutzername</span>
          <input name="user" autoComplete="username" required />
        </label>
        <label className={field.field}>
          <span>Passwort</span>
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        <Button type="submit" disabled={busy}>
          {busy ? 'Anmeldung läuft …' : 'Anmelden'}
        </Button>
      </form>
    </Section>
  );
}
