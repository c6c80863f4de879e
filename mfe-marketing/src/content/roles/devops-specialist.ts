import type { Role } from '../types';

export const devopsSpecialist = {
  id: 'devops-specialist',
  title: 'DevOps-Spezialist:in',
  kind: 'person',
  teaser:
    'Unsere DevOps-Spezialist:innen sorgen dafür, dass Software zuverlässig läuft: mit CI/CD-Pipelines, Infrastructure as Code, Kubernetes und Monitoring. Neue Versionen gehen so automatisiert und nachvollziehbar live – ohne nächtliche Wartungsfenster.',
  metaDescription:
    'DevOps bei Isarlicht Digital: CI/CD-Pipelines, Infrastructure as Code, Kubernetes und Monitoring für Software, die zuverlässig und sicher läuft.',
  body: [
    'Unsere DevOps-Spezialist:innen sorgen dafür, dass Software nicht nur entwickelt, sondern auch zuverlässig betrieben wird. Sie bauen CI/CD-Pipelines, die jede Änderung automatisch testen und ausliefern, beschreiben Infrastruktur als Code mit Terraform, betreiben Container auf Kubernetes oder verwalteten Cloud-Diensten und richten Monitoring, Logging und Alarme ein. So gehen neue Versionen mehrmals pro Woche live, ohne dass jemand nachts ein Wartungsfenster betreuen muss.',
    'Betrieb und Sicherheit denken sie von Anfang an mit: Backups werden regelmäßig probeweise wiederhergestellt statt nur erstellt, Zugänge laufen über zentrale Identitäten, Abhängigkeiten werden automatisch auf Sicherheitslücken geprüft, und für jeden Dienst gibt es ein dokumentiertes Vorgehen bei Störungen. Sie behalten auch die Kosten im Blick und passen Ressourcen an den tatsächlichen Bedarf an. Übernimmt Ihr eigenes Team später den Betrieb, sorgen sie für eine geordnete Übergabe.',
  ],
  highlights: [
    'CI/CD-Pipelines mit automatisierten Tests und Deployments',
    'Infrastruktur als Code mit Terraform',
    'Betrieb auf Kubernetes oder verwalteten Cloud-Diensten',
    'Monitoring, Logging, Alarme und Störungsprozesse',
    'Regelmäßig geprüfte Backups und Kostenkontrolle',
  ],
  related: {
    methods: ['tech-stack', 'cross-functional-teams'],
    roles: ['backend-developer', 'qa-tester', 'kanban-method'],
    services: ['microservices-architecture', 'efficiency-optimization'],
  },
} as const satisfies Role;
