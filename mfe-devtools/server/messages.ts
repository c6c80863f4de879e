/** The API's answers are read by the team in the dashboard, so they are German. */
export const messages = {
  wrongCredentials: 'Benutzername oder Passwort ist falsch.',
  badSignInRequest: 'Bitte Benutzername und Passwort angeben.',
  signInNotConfigured: 'Die Anmeldung ist auf diesem Server nicht eingerichtet.',
  tooManyAttempts: 'Zu viele Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
  notSignedIn: 'Bitte melden Sie sich an.',
  noSource: 'Keine Datenquelle eingerichtet: Es ist weder ein Vapi-Schlüssel noch ein Anruf-Export konfiguriert.',
  sourceFailed: 'Die Anrufdaten konnten nicht geladen werden. Bitte versuchen Sie es später erneut.',
  badRequest: 'Die Anfrage ist ungültig.',
  foreignOrigin: 'Diese Anfrage kommt von einer Seite, die die Anrufanalyse nicht verwenden darf.',
  notFound: 'Diese Adresse gibt es in der Anrufanalyse-API nicht.',
} as const;

export interface ErrorBody {
  readonly error: string;
}
