import { industryNames } from '@isarlicht/contracts';
import type { Industry } from '../types';

export const recruiting = {
  id: 'recruiting',
  title: industryNames['recruiting'],
  shortTitle: 'Recruiting und HR',
  softwareFor: 'für Recruiting und HR',
  seoTitle: 'Software für Recruiting und HR | Isarlicht Digital',
  description:
    'Talentpools, Matching-Plattformen und Reverse Recruiting – Software, die Kandidat:innen und Unternehmen schneller und fairer zusammenbringt.',
  featured: false,
  color: '#6D5A9E',
  icon: [
    { shape: 'circle', cx: 9, cy: 8, r: 3.5 },
    { shape: 'path', d: 'M2.5 20a6.5 6.5 0 0 1 13 0' },
    { shape: 'path', d: 'M19 8v6M16 11h6' },
  ],
  keywords: 'Talentpool, KI-Matching, Reverse Recruiting, Ausbildungs-Matching, EU AI Act, Löschfristen',
  services: ['ai-development', 'mvp-development', 'web-applications', 'no-code-development', 'enterprise-integration-platform'],
  references: ['talentlake', 'reverse-recruiting', 'ausbildungs-matching-plattform'],
  challenges: [
    'Stellenanzeigen erreichen passive Kandidat:innen kaum noch',
    'Gute Bewerber:innen aus früheren Runden gehen verloren',
    'Bewerbungsprozesse sind für Kandidat:innen zu aufwendig',
    'KI, die Bewerbungen auswählt oder bewertet, ist nach dem EU AI Act ein Hochrisiko-System – mit Pflichten zu Risikomanagement, Dokumentation und menschlicher Aufsicht',
  ],
  solutions: [
    'Talentpools mit semantischem Matching und begründeten Vorschlägen',
    'Reverse Recruiting: Unternehmen bewerben sich bei Kandidat:innen',
    'Niedrigschwellige Einstiege wie Interessen-Checks statt Anschreiben',
    'Einwilligungsmanagement, automatische Löschfristen und Schnittstellen zu Bewerbermanagementsystemen',
  ],
  metaDescription:
    'Talentpools mit begründeten KI-Vorschlägen, Reverse Recruiting, Ausbildungs-Matching: Recruiting-Software, gebaut für die Pflichten des EU AI Act.',
  longDescription: [
    'Der Arbeitsmarkt hat sich gedreht: In vielen Berufen wählen Kandidat:innen ihren Arbeitgeber aus, nicht umgekehrt. Klassische Stellenanzeigen und lange Bewerbungsformulare reichen nicht mehr, um die richtigen Menschen zu erreichen.',
    'Wir haben mehrere Recruiting-Produkte von der Idee bis zum Markt begleitet:',
    {
      list: [
        [{ strong: 'Talentlake' }, ' – ein KI-gestützter Talentpool, der frühere Bewerbungen für neue Stellen nutzbar macht'],
        [{ strong: 'Pflegewahl' }, ' – Reverse Recruiting, bei dem sich Kliniken bei Pflegekräften bewerben, als No-Code-MVP gestartet'],
        [{ strong: 'Startklar' }, ' – Ausbildungs-Matching für Jugendliche und Betriebe per Interessen-Check'],
      ],
    },
    'Alle drei sind in unserem Product-Vision-Bootcamp entstanden und gingen nach acht Wochen als MVP an den Start. KI-Systeme, die Bewerbungen auswählen, filtern oder bewerten, zählen nach der EU-KI-Verordnung (AI Act) zu den Hochrisiko-Systemen. Wir bauen sie deshalb so, dass Betreiber ihre Pflichten erfüllen können: Merkmale wie Alter, Geschlecht oder Herkunft fließen nicht ins Matching ein, Datengrundlage und Tests auf Verzerrungen sind dokumentiert, jede Empfehlung ist begründet, und die Entscheidung trifft immer ein Mensch. Die DSGVO gilt daneben weiter: Einwilligungen und Löschfristen verwaltet die Software selbst. Schnittstellen zu gängigen Bewerbermanagementsystemen sorgen dafür, dass Recruiter:innen in ihrer gewohnten Umgebung weiterarbeiten.',
  ],
  testimonials: [
    {
      quote:
        'Wir wollten ein Produkt, das Recruiter:innen ernst nehmen. Dass jede KI-Empfehlung begründet ist, war am Ende unser stärkstes Verkaufsargument.',
      author: 'Daniel Oberholzer, Gründer und CEO',
      company: 'Talentlake',
    },
  ],
} as const satisfies Industry;
