/**
 * The machine-checkable part of the agency's style sheet (docs/style-guide.md). Both
 * content slices run their typed content through it in their content tests, so the
 * two voices cannot drift apart again. It knows German only as far as a list of
 * words and patterns can: what it cannot decide (a pronoun after "Product Owner",
 * Customer vs User Journey in context) stays with the editor and the style sheet.
 */

/** Running text follows the number rule; data fields (facts, results, tags) may use digits. */
export type TextKind = 'prose' | 'data';

export interface StyleViolation {
  readonly rule: string;
  readonly match: string;
}

interface Rule {
  readonly rule: string;
  readonly pattern: RegExp;
  readonly prose?: true;
}

// Plural (and dative/genitive) forms of people nouns that read as generic masculine.
// A form followed by a hyphen is the first part of a compound ("Kunden- und
// Partnerportale", "Mitarbeiter-App") and is not a statement about people.
const peopleNouns = [
  'Kunden',
  'Nutzer',
  'Nutzern',
  'Benutzer',
  'Anwender',
  'Mitarbeiter',
  'Mitarbeitern',
  'Entwickler',
  'Entwicklern',
  'Kandidaten',
  'Bewerber',
  'Bewerbern',
  'Mieter',
  'Mietern',
  'Teilnehmer',
  'Teilnehmern',
  'Berater',
  'Gründer',
  'Recruiter',
  'Disponenten',
  'Fahrer',
  'Fahrern',
  'Sachbearbeiter',
  'Sachbearbeitern',
  'Trainer',
  'Trainern',
  'Ausbilder',
  'Ausbildern',
  'Schüler',
  'Schülern',
  'Spieler',
  'Inhaber',
  'Inhabern',
  'Abonnenten',
  'Rollstuhlfahrer',
  'Berufsberater',
  'Berufsberatern',
  'Übersetzer',
  'Techniker',
  'Ansprechpartner',
  'Ansprechpartnern',
  'Designer',
  'Tester',
  'Entscheider',
  'Experten',
  'Spezialisten',
  'Kollegen',
  'Besucher',
  'Besuchern',
  'Leser',
  'Eigentümer',
  'Bürger',
  'Bürgern',
  'Patienten',
  'Ärzte',
  'Ärzten',
  'Studenten',
  'Lehrer',
  'Lehrern',
  'Erzieher',
  'Pfleger',
  'Investoren',
  'Poliere',
  'Polieren',
  'Verbraucher',
  'Auftraggeber',
  'Auftraggebern',
  'Käufer',
  'Vertriebler',
  'Produktmanager',
  'Administratoren',
  'Redakteure',
  'Makler',
  'Maklern',
];

// Units, times of day and symbols take digits even from one to twelve.
const units = ['Uhr', 'Prozent', 'Euro', 'Sekunden', 'Minuten', 'Stunden', 'KB', 'MB', 'GB', 'TB', 'ms', 'km', 'kg', 'px', 'Mio', 'Mrd'];

const rules: readonly Rule[] = [
  { rule: 'gendering: colon form, not asterisk, underscore or slash', pattern: /[a-zäöüß](?:\*|_|\/-?)in(?:nen)?\b/g },
  { rule: 'gendering: colon form, not Binnen-I', pattern: /[a-zäöüß]Innen\b/g },
  {
    rule: 'gendering: no generic masculine for people',
    pattern: new RegExp(`(?<![\\wäöüÄÖÜß-])(?:${peopleNouns.join('|')})(?![\\wäöüß:-])`, 'g'),
  },
  { rule: 'terms: das Backlog', pattern: /\b(?:der|den|einen|priorisierter|gemeinsamer)\s+(?:[\w-]+\s+)?[\w-]*Backlog(?![\w-])/gi },
  { rule: 'terms: Go-live, not Livegang or Launch', pattern: /\b(?:Livegang|Go-Live|Golive|Go Live|Launch)\b/g },
  { rule: 'terms: Customer Journey and User Journey without hyphen', pattern: /\b(?:Customer|User)(?:-J|j)ourney\b/g },
  { rule: 'numbers: dreitägig, not 3-tägig', pattern: /\b(?:[1-9]|1[0-2])-(?:tägig|wöchig|monatig|jährig|stündig)/g },
  { rule: 'titles and labels: und, not &', pattern: /\s&\s/g },
  {
    rule: 'numbers: one to twelve written out in running text',
    pattern: new RegExp(`(?<![\\d.,§]|Art\\. |Abs\\. |Nr\\. |§ )\\b(?:[1-9]|1[0-2])\\s+(?!(?:${units.join('|')})\\b)[A-ZÄÖÜ]\\w+`, 'g'),
    prose: true,
  },
];

/** Every place in `text` that breaks a checkable rule of the style sheet. */
export function styleViolations(text: string, kind: TextKind = 'prose'): StyleViolation[] {
  return rules
    .filter((entry) => kind === 'prose' || !entry.prose)
    .flatMap((entry) => [...text.matchAll(entry.pattern)].map((found) => ({ rule: entry.rule, match: found[0] })));
}

/** Every string inside a content value (objects, arrays, nested), for a test to check. */
export function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}
