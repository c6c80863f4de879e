/** The API's answers are read by the team in the dashboard, so they are German. */
export const messages = {
  wrongCredentials: 'Benutzername oder Passwort ist falsch.',
  badSignInRequest: 'Bitte Benutzername und Passwort angeben.',
  signInNotConfigured: 'Die Anmeldung ist auf diesem Server nicht eingerichtet.',
  tooManyAttempts: 'Zu viele Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
  notSignedIn: 'Bitte melden Sie sich an.',
  noSource: 'Keine Datenquelle eingerichtet: Es ist weder ein Vapi-Schlüssel noch ein Anruf-Export konfiguriert.',
  sourceFailed: 'Die Anrufdaten konnten nicht geladen werden. Bitte versuchen Sie es später erneut.',
  sourceTimeout:
    'Vapi hat nicht rechtzeitig geantwortet. Bitte versuchen Sie es in einigen Minuten erneut oder wählen Sie einen kürzeren Zeitraum.',
  tooManyCalls: (max: number) =>
    `Im gewählten Zeitraum liegen mehr als ${max.toLocaleString('de-DE')} Anrufe. Bitte wählen Sie einen kürzeren Zeitraum.`,
  badRequest: 'Die Anfrage ist ungültig.',
  foreignOrigin: 'Diese Anfrage kommt von einer Seite, die die Anrufanalyse nicht verwenden darf.',
  notFound: 'Diese Adresse gibt es in der Anrufanalyse-API nicht.',
} as const;

export interface ErrorBody {
  readonly error: string;
}
