import { industryNames } from '@isarlicht/contracts';
import type { Industry } from '../types';

export const healthcare = {
  id: 'healthcare',
  title: industryNames['healthcare'],
  shortTitle: 'Gesundheitswesen',
  softwareFor: 'für das Gesundheitswesen',
  seoTitle: 'Software für das Gesundheitswesen | Isarlicht Digital',
  description:
    'Recruiting-Plattformen, Mitarbeiter- und Patientenportale sowie digitale Abläufe für Kliniken, Pflegeeinrichtungen und Praxen.',
  featured: false,
  color: '#2E8B7A',
  icon: [
    { shape: 'path', d: 'M12 20s-8-4.5-8-10a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10c0 5.5-8 10-8 10z' },
    { shape: 'path', d: 'M7 12h3l1.5-2 2 4 1.5-2h2' },
  ],
  keywords: 'Reverse Recruiting, Pflegekräfte gewinnen, No-Code-MVP, Patientenportal, Dienstplanung, Gesundheitsdaten',
  services: ['web-applications', 'mvp-development', 'no-code-development', 'responsive-app-design', 'internal-business-applications'],
  references: ['reverse-recruiting'],
  challenges: [
    'Der Fachkräftemangel in Pflege und Medizin verschärft den Wettbewerb um Personal',
    'Dokumentation und Verwaltung binden Zeit, die in der Versorgung fehlt',
    'Gesundheitsdaten unterliegen besonders strengen Datenschutzanforderungen',
    'Heterogene IT-Landschaften aus Krankenhausinformationssystem, Dienstplanung und Insellösungen',
  ],
  solutions: [
    'Recruiting-Plattformen, auf denen sich Einrichtungen bei Fachkräften bewerben',
    'Interne Anwendungen, die Dokumentation und Abstimmung verkürzen',
    'Datensparsame Konzepte, klare Rollenrechte und Hosting in Deutschland, sobald Gesundheitsdaten verarbeitet werden',
    'Schnittstellen zu Dienstplan- und Krankenhausinformationssystemen',
  ],
  metaDescription:
    'Kliniken bewerben sich bei Pflegekräften: Reverse Recruiting aus dem No-Code-MVP, dazu Apps, Portale und digitale Abläufe für Pflege und Praxen.',
  longDescription: [
    'Kliniken, Pflegeeinrichtungen und Praxen kämpfen um Fachkräfte und gleichzeitig gegen eine Flut an Dokumentation und Verwaltung. Digitale Lösungen können hier spürbar entlasten – wenn sie für den Alltag auf Station gebaut sind und nicht für den Konferenzraum.',
    {
      list: [
        [{ strong: 'Recruiting-Plattformen' }, ', die den Weg zur neuen Stelle für Pflegekräfte radikal vereinfachen'],
        [{ strong: 'Apps für Mitarbeitende' }, ' mit Dienstplantausch, Informationen und Schulungen'],
        [{ strong: 'Patienten- und Angehörigenportale' }, ' für Termine, Dokumente und Kommunikation'],
        [{ strong: 'Interne Workflows' }, ', die Papierformulare und Medienbrüche ersetzen'],
      ],
    },
    'Mit Pflegewahl haben wir eine Reverse-Recruiting-Plattform gebaut, auf der sich Kliniken bei Pflegekräften bewerben – das MVP war nach acht Wochen mit No-Code live und startete mit sechs Kliniken in die Pilotphase. Es läuft auf Diensten von US-Anbietern wie Bubble und Xano; deshalb enthalten die Profile keine Gesundheitsdaten, und die Übermittlung ist vertraglich abgesichert. Wo Gesundheitsdaten im Spiel sind, planen wir Hosting in Deutschland, Datensparsamkeit und klare Rollen- und Rechtekonzepte von Anfang an ein. Vorhandene Systeme wie Dienstplanung oder Krankenhausinformationssystem binden wir über Schnittstellen an, damit keine neuen Datensilos entstehen und das Personal nicht doppelt erfassen muss.',
  ],
  testimonials: [
    {
      quote:
        'Zum ersten Mal mussten wir uns bei Pflegekräften bewerben. Das hat unsere Angebote ehrlicher und konkreter gemacht – und die Rückmeldungen deutlich besser.',
      author: 'Pflegedirektorin',
      company: 'Pilotklinik von Pflegewahl',
    },
  ],
} as const satisfies Industry;
