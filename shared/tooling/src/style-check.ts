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
  'Mitgründer',
  'Mitgründern',
  'Schulabgänger',
  'Schulabgängern',
  'Endkunde',
  'Endkunden',
  'Fachanwender',
  'Fachanwendern',
  'Interessent',
  'Interessenten',
  'Zuschauer',
  'Handwerker',
  'Handwerkern',
];

// Articles and determiners before the singular "Kunde": "der Kunde" is a man, "eine Kundin
// oder ein Kunde" (one real person) is not generic and stays allowed.
const determiners = [
  'der',
  'den',
  'dem',
  'des',
  'ein',
  'einen',
  'einem',
  'eines',
  'jeder',
  'jeden',
  'jedem',
  'kein',
  'keinen',
  'unser',
  'unseren',
  'unserem',
  'Ihr',
  'Ihren',
  'Ihrem',
];
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const singularCustomer = new RegExp(
  `(?<!Kundin oder )\\b(?:${[...new Set(determiners.flatMap((word) => [word, capitalised(word)]))].join('|')})\\s+(?:[a-zäöüß]+\\s+)?Kunden?(?![\\wäöüß:-])`,
  'g',
);

// A role (Product Owner, Scrum Master) is not a man: no "er" or "sein" in the same sentence.
const roleAsMan = /\b(?:Product Owner|Scrum Master)\b[^.!?]*?\b(?:er|sein|seine|seinen|seinem|seiner|seines|ihm|ihn)\b/g;

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
  { rule: 'gendering: no generic masculine for people', pattern: singularCustomer },
  { rule: 'gendering: a role is not a man', pattern: roleAsMan },
  // The bootcamp maps the Customer Journey on day 2; a User Journey is one product's path,
  // and a bare "Persona, Journey" leaves the reader to guess which.
  {
    rule: 'terms: the bootcamp maps the Customer Journey',
    pattern: /(?:Persona|zweiten Tag|Tag 2)[^.;:!?]*User Journey|User Journey[^.;:!?]*(?:Persona|Design Studio)|Personas?,\s+Journey\b/g,
  },
  // One name per regulation and standard: the EU AI Act, and WCAG in the version the site works to.
  // A legal text may add the official reference, but only in brackets after the name.
  {
    rule: 'terms: EU AI Act, one name for the regulation',
    pattern: /KI-Verordnung|KI-VO\b|AI-Act|Artificial Intelligence Act|(?<!EU )\bAI Act\b|(?<!EU AI Act \()Verordnung \(EU\) 2024\/1689/g,
  },
  { rule: 'terms: WCAG 2.2, the one version the site works to', pattern: /\bWCAG\s*(?!2\.2\b)\d+(?:\.\d+)?|\bnach WCAG\b(?!\s*2\.2\b)/g },
  // The AGB plan without fixed dates: the MVP takes "in der Regel" eight weeks, never "spätestens".
  {
    rule: 'claims: the eight weeks are no deadline',
    pattern: /spätestens[^.;!?]*\b(?:acht|8) Wochen|\b(?:acht|8) Wochen[^.;!?]*spätestens|\bfeste[nmr]? Zeitpl[aä]ne?n?\b/g,
  },
  {
    rule: 'claims: no superlative without a source',
    pattern: /\b(?:markt)?führende[nmrs]?\s+(?!System)[A-ZÄÖÜ][\wäöüß-]*|\bMarktführer\w*/g,
  },
  // Laws go by the name they carry today: the TTDSG became the TDDDG and the TMG the DDG
  // in 2024; the Privacy Shield was struck down in 2020 (the Data Privacy Framework followed).
  {
    rule: 'legal: a law by its current name',
    pattern: /\bTTDSG\b|\bTMG\b|Telemediengesetz|Telekommunikation-Telemedien-Datenschutz-Gesetz|Privacy Shield|\bBDSG-neu\b/g,
  },
  // "der Pilot" is a weak noun, in a project as in a cockpit: dem, den, einem Piloten.
  {
    rule: 'grammar: dem Piloten, not dem Pilot',
    pattern: /\b(?:dem|den|einem|einen|zum|im|vom|beim|des|eines)\s+(?:[a-zäöüß]+\s+){0,2}(?:[\wäöüßÄÖÜ]+-)?Pilot(?![\wäöüß-])/g,
  },
  { rule: 'terms: Ansprechperson, not Ansprechpartner:in', pattern: /\bAnsprechpartner:in(?:nen)?\b/g },
  { rule: 'numbers: dreitägig, not 3-tägig', pattern: /\b(?:[1-9]|1[0-2])-(?:tägig|wöchig|monatig|jährig|stündig)/g },
  { rule: 'titles and labels: und, not &', pattern: /\s&\s/g },
  {
    rule: 'numbers: one to twelve written out in running text',
    pattern: new RegExp(
      `(?<![\\d.,§]|Art\\. |Abs\\. |Nr\\. |Satz |§ )\\b(?:[1-9]|1[0-2])\\s+(?!(?:${units.join('|')})\\b)[A-ZÄÖÜ]\\w+`,
      'g',
    ),
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
