import type { GlossaryTerm } from '../types';

export const oauthSso = {
  id: 'oauth-sso',
  term: 'OAuth 2.0 und Single Sign-on (SSO)',
  definition:
    'OAuth 2.0 ist ein offener Standard, mit dem Anwendungen im Auftrag einer Person auf geschützte Daten zugreifen, ohne deren Passwort zu kennen. Zusammen mit OpenID Connect bildet er die Grundlage für Single Sign-on: Nutzer:innen melden sich einmal an, etwa mit ihrem Microsoft-Konto, und erhalten Zugang zu allen verbundenen Anwendungen.',
  metaDescription:
    'OAuth 2.0 und Single Sign-on erklärt: sicherer Zugriff ohne Passwortweitergabe und eine Anmeldung für alle verbundenen Anwendungen.',
  serviceIds: ['role-based-access-control', 'api-management', 'customer-partner-portals', 'web-portals-dashboards'],
} as const satisfies GlossaryTerm;
