import type { Role } from '../types';

export const backendDeveloper = {
  id: 'backend-developer',
  title: 'Backend-Entwickler:in',
  kind: 'person',
  teaser:
    'Unsere Backend-Entwickler:innen bauen die Logik hinter Ihren Anwendungen: APIs, Datenmodelle, Integrationen mit ERP und CRM sowie die Anbindung von KI-Diensten. Sie achten auf Sicherheit, kurze Antwortzeiten und saubere Schnittstellen.',
  metaDescription:
    'Backend-Entwicklung bei Isarlicht Digital: APIs, Datenmodelle und Integrationen mit ERP, CRM und KI-Diensten – sicher, schnell und gut dokumentiert.',
  body: [
    'Unsere Backend-Entwickler:innen bauen das Fundament, auf dem jede Anwendung steht: Datenmodelle, Geschäftslogik, Schnittstellen und Integrationen. Sie entwerfen APIs gemeinsam mit dem Frontend und mit externen Partnern, binden ERP, CRM, Zahlungsanbieter und KI-Dienste an und sorgen dafür, dass Daten konsistent bleiben, auch wenn mehrere Systeme gleichzeitig schreiben.',
    'Sicherheit steht dabei an erster Stelle: Authentifizierung, Rechteprüfung, Verschlüsselung und der Schutz vor den typischen Angriffen aus den OWASP Top 10 gehören zu jeder Funktion. Sie arbeiten überwiegend mit Node.js und TypeScript, bei daten- und KI-lastigen Aufgaben mit Python, und mit PostgreSQL als Datenbank. Für jede Geschäftsregel schreiben sie Tests und achten auf Antwortzeiten, die auch unter Last stabil bleiben. Fehlt einem Altsystem eine Schnittstelle, finden sie einen stabilen Weg, statt auf die perfekte Lösung zu warten, und beschreiben jede API in OpenAPI, damit andere Teams sie ohne Rückfrage nutzen können.',
  ],
  highlights: [
    'Entwurf von Datenmodellen und REST- oder GraphQL-Schnittstellen',
    'Integration von ERP, CRM, Zahlungsanbietern und KI-Diensten',
    'Absicherung nach den OWASP Top 10',
    'Automatisierte Tests für Geschäftslogik und Schnittstellen',
    'Optimierung von Datenbankabfragen und Antwortzeiten',
  ],
  related: {
    methods: ['tech-stack'],
    roles: ['frontend-developer', 'devops-specialist', 'ai-specialist'],
    services: ['api-management', 'enterprise-integration-platform'],
  },
} as const satisfies Role;
