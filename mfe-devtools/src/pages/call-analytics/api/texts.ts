/** What the dashboard says when the API does not answer as expected. */
export const apiTexts = {
  authUnavailable:
    'Die Anmeldung kann gerade nicht geprüft werden. Ohne bestätigte Sitzung bleiben die Anrufdaten verborgen. Bitte versuchen Sie es später erneut.',
  wrongCredentials: 'Benutzername oder Passwort ist falsch.',
  tooManyAttempts: 'Zu viele Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
  signInUnavailable: 'Die Anmeldung ist gerade nicht möglich. Bitte versuchen Sie es später erneut.',
  sessionEnded: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  callsFailed: 'Die Anrufdaten konnten nicht geladen werden. Bitte versuchen Sie es später erneut.',
} as const;
