import type { IndustryId, ReferenceSlug } from '@isarlicht/contracts/routes/ids';
import type { TitledText } from '../../content/types';

export const claims = [
  { figure: '8 Wochen', text: 'in der Regel von der Idee bis zum ersten MVP in Nutzerhand' },
  { figure: '3 Tage', text: 'Product-Vision-Bootcamp mit Ihrem Team' },
  { figure: '20+', text: 'Unternehmen haben unser Bootcamp durchlaufen' },
  { figure: '24/7', text: 'erreichbar über unseren KI-Assistenten' },
] as const;

export const processSteps = [
  {
    title: 'Verstehen',
    text: 'Im Product-Vision-Bootcamp klären wir in drei Tagen Persona, Customer Journey und die erste Oberfläche – mit Ihren Fachleuten im Raum.',
  },
  {
    title: 'Bauen',
    text: 'Ein cross-funktionales Team aus Produkt, Design und Entwicklung liefert in zweiwöchigen Sprints testbare Software statt Foliensätzen.',
  },
  {
    title: 'Testen',
    text: 'Sobald das MVP den wichtigsten Ablauf abbildet, nutzen es echte Anwender:innen. Wir messen, was funktioniert, und priorisieren neu.',
  },
  {
    title: 'Übergeben',
    text: 'Dokumentierter Code, automatisierte Tests und eine saubere Deployment-Pipeline: Ihr Team kann übernehmen – oder wir bleiben an Bord.',
  },
] as const satisfies readonly TitledText[];

/** Teasers of a few case studies; the case studies themselves live in mfe-references. */
export const featuredReferences = [
  {
    slug: 'kiekje',
    label: 'Mobile App · MVP',
    text: 'Wie aus einem Bootcamp-Prototyp eine datenschutzkonforme App für Kitas und Eltern wurde.',
  },
  {
    slug: 'talentlake',
    label: 'Plattform · KI',
    text: 'Frühere Bewerbungen als durchsuchbarer Talentpool, mit KI-Vorschlägen für neue Stellen.',
  },
  {
    slug: 'ticket-buchungsplattform',
    label: 'Buchung · E-Commerce',
    text: 'Ein gemeinsamer Online-Vorverkauf für sieben kommunale Bühnen, vom Saalplan bis zum Einlass.',
  },
  {
    slug: 'bootcamp-workshop',
    label: 'Workshop',
    text: 'Drei Tage, ein getesteter Prototyp: So läuft unser Product-Vision-Bootcamp ab.',
  },
  {
    slug: 'garantiemax',
    label: 'Plattform · Automatisierung',
    text: 'Garantieverlängerungen online abschließen und Schäden digital melden – vom MVP bis zur automatisierten Bearbeitung.',
  },
  {
    slug: 'hotel-buchungsplattform',
    label: 'Buchung · Plattform',
    text: 'Eine eigene Buchungsstrecke für neun Privathotels, angebunden an das bestehende Property-Management-System.',
  },
] as const satisfies readonly { readonly slug: ReferenceSlug; readonly label: string; readonly text: string }[];

export const featuredIndustries = [
  'real-estate',
  'logistics',
  'startups',
  'kmu',
  'e-commerce',
  'insurance',
] as const satisfies readonly IndustryId[];
