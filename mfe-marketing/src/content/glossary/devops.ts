import type { GlossaryTerm } from '../types';

export const devops = {
  id: 'devops',
  term: 'DevOps',
  definition:
    'DevOps verbindet Softwareentwicklung (Development) und Betrieb (Operations) zu einer gemeinsamen Verantwortung. Das Team, das eine Anwendung baut, sorgt auch dafür, dass sie zuverlässig läuft – unterstützt durch Automatisierung, Monitoring und Infrastructure as Code. Das verkürzt die Zeit von der Idee bis zum Go-live deutlich.',
  metaDescription:
    'DevOps erklärt: Entwicklung und Betrieb in gemeinsamer Verantwortung, mit Automatisierung, Monitoring und Infrastructure as Code.',
  serviceIds: ['microservices-architecture', 'web-applications', 'process-monitoring', 'efficiency-optimization'],
} as const satisfies GlossaryTerm;
