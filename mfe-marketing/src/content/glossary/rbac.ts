import type { GlossaryTerm } from '../types';

export const rbac = {
  id: 'rbac',
  term: 'RBAC (rollenbasierte Zugriffskontrolle)',
  definition:
    'Bei der rollenbasierten Zugriffskontrolle (Role-Based Access Control) werden Rechte nicht einzelnen Personen, sondern Rollen wie „Einkauf“, „Teamleitung“ oder „Partner“ zugeordnet. Nutzer:innen erhalten eine oder mehrere Rollen und damit genau die Rechte, die sie für ihre Aufgaben brauchen. Das macht Berechtigungen übersichtlich und leicht prüfbar.',
  metaDescription:
    'RBAC erklärt: Bei der rollenbasierten Zugriffskontrolle hängen Rechte an Rollen statt an Personen – übersichtlich, sicher und leicht prüfbar.',
  serviceIds: ['role-based-access-control', 'customer-partner-portals', 'internal-business-applications', 'partner-portals'],
} as const satisfies GlossaryTerm;
