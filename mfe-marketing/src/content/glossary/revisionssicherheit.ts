import type { GlossaryTerm } from '../types';

export const revisionssicherheit = {
  id: 'revisionssicherheit',
  term: 'Revisionssicherheit',
  definition:
    'Revisionssicher archiviert sind Dokumente, wenn sie vollständig, unveränderbar, jederzeit auffindbar und nachvollziehbar gespeichert werden. In Deutschland ergeben sich diese Anforderungen unter anderem aus den GoBD für steuerlich relevante Unterlagen wie Rechnungen. Ein Dokumentenmanagementsystem protokolliert dazu jeden Zugriff und jede Änderung.',
  metaDescription:
    'Revisionssicherheit erklärt: Dokumente vollständig, unveränderbar und nachvollziehbar archivieren – wie es die GoBD für Rechnungen verlangen.',
  serviceIds: ['document-management', 'role-based-access-control'],
} as const satisfies GlossaryTerm;
