import talentlakeImage from '../../assets/references/talentlake.svg';
import { referenceTitles } from '@isarlicht/contracts';
import type { Reference } from '../types';

export const talentlake = {
  kind: 'case-study',
  slug: 'talentlake',
  title: referenceTitles['talentlake'],
  shortDescription: 'Aus früheren Bewerbungen wird ein durchsuchbarer Talentpool – mit KI-Matching für neue Stellen.',
  metaDescription:
    'Talentlake macht frühere Bewerbungen zum durchsuchbaren Talentpool: KI schlägt passende Kandidat:innen mit Begründung vor. Im Einsatz bei über 60 Unternehmen.',
  description:
    'Talentlake hilft mittelständischen Unternehmen, gute Bewerber:innen nicht aus den Augen zu verlieren. Die SaaS-Plattform bündelt frühere Bewerbungen in einem Talentpool und schlägt bei neuen Stellen passende Kandidat:innen vor – mit deren Einwilligung und nachvollziehbarer Begründung.',
  fullDescription: [
    'Für jede besetzte Stelle gibt es oft mehrere sehr gute Kandidat:innen, die knapp nicht zum Zug kommen. Ein halbes Jahr später schreibt dasselbe Unternehmen eine ähnliche Stelle neu aus – und bezahlt wieder für Anzeigen. Das Gründerteam von Talentlake kannte dieses Problem aus dem HR-Alltag eines Industrieunternehmens.',
    'Nach einem gemeinsamen Product-Vision-Bootcamp haben wir das MVP in acht Wochen entwickelt und die Plattform seitdem zu einem SaaS-Produkt ausgebaut:',
    {
      list: [
        [{ strong: 'Import aus gängigen Bewerbermanagementsystemen' }, ' über Schnittstellen und CSV'],
        [
          { strong: 'Semantisches Matching' },
          ': Neue Stellenprofile werden mit den Qualifikationen im Pool verglichen, nicht nur mit Stichwörtern',
        ],
        [{ strong: 'Begründete Vorschläge' }, ' – jede Empfehlung zeigt, welche Erfahrungen und Fähigkeiten passen'],
        [{ strong: 'Einwilligungsmanagement' }, ' mit automatischer Löschung nach Ablauf der Frist'],
      ],
    },
    'Besonders wichtig war uns, dass die KI Entscheidungen vorbereitet, aber nicht trifft: Recruiter:innen sehen Vorschläge mit Begründung und entscheiden selbst, wen sie ansprechen. Merkmale wie Alter, Geschlecht oder Herkunft fließen nicht in das Matching ein. KI-Systeme, die Bewerbungen auswählen oder bewerten, zählen nach der EU-KI-Verordnung (AI Act) zu den Hochrisiko-Systemen; deshalb dokumentiert Talentlake Datengrundlage, Tests auf Verzerrungen und jede menschliche Entscheidung so, dass Kundenfirmen ihre Pflichten als Betreiber erfüllen können. Die Plattform läuft in der AWS-Region Frankfurt. Für das semantische Matching gehen Stellen- und Profiltexte ohne Namen und Kontaktdaten an die OpenAI API; das ist über einen Auftragsverarbeitungsvertrag und EU-Standardvertragsklauseln geregelt. Talentlake wird heute von über 60 Unternehmen genutzt, überwiegend aus dem Mittelstand.',
  ],
  image: talentlakeImage,
  imageAlt: 'Illustration: See mit vielen Punkten als Talente, eine Lupe hebt einen hervor',
  tags: ['Recruiting', 'Plattform', 'KI'],
  websiteLink: null,
  features: [
    'Import aus Bewerbermanagementsystemen per Schnittstelle und CSV',
    'Semantisches Matching von Stellen und Profilen',
    'Nachvollziehbare Begründung für jeden Vorschlag',
    'Einwilligungsmanagement mit automatischer Löschung',
    'Kampagnen zur erneuten Ansprache von Talenten',
  ],
  technologies: ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'pgvector', 'OpenAI API', 'AWS'],
  challenge:
    'Unternehmen verlieren gute Kandidat:innen aus früheren Bewerbungsrunden aus den Augen und schreiben vergleichbare Stellen immer wieder neu aus. Die Bewerberdaten liegen ungenutzt im Bewerbermanagementsystem und müssen nach Fristablauf gelöscht werden.',
  solution:
    'Wir haben eine SaaS-Plattform entwickelt, die frühere Bewerbungen mit Einwilligung der Kandidat:innen in einem Talentpool bündelt. Ein semantisches Matching schlägt bei neuen Stellen passende Profile mit nachvollziehbarer Begründung vor, Löschfristen werden automatisch eingehalten.',
  results: [
    'Über 60 Unternehmen nutzen Talentlake',
    'Bei Kund:innen wird rund jede vierte Stelle aus dem Talentpool besetzt',
    'Time-to-Hire für diese Stellen im Schnitt um drei Wochen verkürzt',
  ],
  testimony: {
    quote:
      'Wir wollten ein Produkt, das Recruiter:innen ernst nehmen. Dass jede KI-Empfehlung begründet ist, war am Ende unser stärkstes Verkaufsargument.',
    author: 'Daniel Oberholzer',
    position: 'Gründer und CEO, Talentlake',
  },
  timeframe: '8 Wochen bis zum MVP, seit 2023 in Weiterentwicklung',
  confidential: false,
} as const satisfies Reference;
