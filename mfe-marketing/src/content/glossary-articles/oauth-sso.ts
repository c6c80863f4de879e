import type { GlossaryArticle } from '../types';

export const oauthSso = {
  practice:
    'Im Flottenportal der Fahrzeugdatenplattform melden sich Speditionen an und sehen nur die Fahrzeuge, für die sie berechtigt sind; Datenhoheit und Zugriffsrechte der Flottenbetreiber sind vertraglich und technisch geregelt. Bei Portalen für Konzernkund:innen binden wir die Anmeldung in der Regel über OpenID Connect an das vorhandene Identitätssystem an, etwa Microsoft Entra ID oder Keycloak, damit niemand ein weiteres Passwort braucht.',
  references: ['fahrzeugdatenplattform'],
  relevance:
    'Single Sign-on wird wichtig, sobald Ihre Mitarbeitenden oder Partner mehrere Anwendungen nutzen: Jeder zusätzliche Login kostet Zeit, und jedes zusätzliche Passwort ist ein Sicherheitsrisiko. Verlässt jemand das Unternehmen, sperren Sie den Zugang an einer Stelle statt in zehn Systemen. Fragen Sie, welche Standards eine Software unterstützt – OpenID Connect und SAML sind heute die Regel.',
} as const satisfies GlossaryArticle;
