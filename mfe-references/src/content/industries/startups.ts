import { industryNames } from '@isarlicht/contracts';
import type { Industry } from '../types';

export const startups = {
  id: 'startups',
  title: industryNames['startups'],
  shortTitle: 'Startups',
  softwareFor: 'für Startups',
  seoTitle: 'Software für Startups | Isarlicht Digital',
  description:
    'Vom Product-Vision-Bootcamp zum MVP, in der Regel in acht Wochen: Wir entwickeln digitale Produkte für Gründerteams – mit Code oder No-Code, je nach Phase.',
  featured: true,
  color: '#D9643A',
  icon: [
    { shape: 'path', d: 'M14 4.5c2.5-1.2 5-1.5 6.5-1.5 0 1.5-.3 4-1.5 6.5L12 16.5 7.5 12z' },
    { shape: 'path', d: 'M9 10.5H5.5L3 13l4.5 1' },
    { shape: 'path', d: 'M13.5 15v3.5L11 21l-1-4.5' },
    { shape: 'circle', cx: 15.5, cy: 8.5, r: 1.5 },
  ],
  keywords: 'MVP, Product-Vision-Bootcamp, No-Code, Prototyp, Nutzertests, Übergabe an das eigene Team',
  services: ['mvp-development', 'strategy', 'no-code-development', 'product-management'],
  references: ['kiekje', 'talentlake', 'reverse-recruiting'],
  challenges: [
    'Begrenztes Budget und wenig Zeit bis zur nächsten Finanzierungsrunde',
    'Unklar, welche Funktionen Nutzer:innen wirklich brauchen',
    'Kein eigenes Entwicklungsteam oder noch kein technischer Mitgründer',
    'Die erste Version muss schnell live gehen und später trotzdem skalieren',
  ],
  solutions: [
    'Product-Vision-Bootcamp: in drei Tagen zu Personas, Journey und getestetem Prototyp',
    'MVP in der Regel in acht Wochen, mit klar priorisiertem Funktionsumfang',
    'No-Code für schnelle Validierung, individueller Code, wenn das Produkt wächst',
    'Saubere Architektur und Dokumentation für eine spätere Übergabe an ein eigenes Team',
  ],
  metaDescription:
    'Drei Tage Bootcamp, dann in der Regel acht Wochen bis zum MVP: So begleiten wir Gründerteams von der Idee zum ersten Release, mit Code oder No-Code.',
  longDescription: [
    'Gründerteams haben selten Zeit und Budget für Umwege. Wer zu viel baut, bevor das Team mit Nutzer:innen spricht, verbrennt Geld; wer zu wenig baut, kann Kund:innen und Investor:innen nicht überzeugen. Wir helfen Startups, genau die richtige erste Version zu entwickeln.',
    'Unser Vorgehen hat sich in vielen Gründungen bewährt:',
    {
      list: [
        [
          { strong: 'Product-Vision-Bootcamp' },
          ': drei Tage mit Persona, Journey und Design Studio – am Ende stehen ein von Nutzer:innen getesteter Prototyp und ein priorisiertes Backlog',
        ],
        [
          { strong: 'MVP in der Regel in acht Wochen' },
          ': fokussierter Funktionsumfang, zweiwöchige Sprints, echte Nutzer:innen ab dem ersten Release; mit Hardware oder vielen Fremdsystemen dauert es länger',
        ],
        [{ strong: 'Code oder No-Code' }, ': Bubble für schnelle Validierung, React und Node.js, wenn Skalierung gefragt ist'],
        [{ strong: 'Weiterentwicklung oder Übergabe' }, ' an Ihr eigenes Team, sauber dokumentiert'],
      ],
    },
    'Kiekje und Talentlake sind diesen Weg mit uns gegangen – vom Bootcamp über das MVP bis zum Produkt, das heute über 200 Kitas beziehungsweise über 60 Unternehmen nutzen. Pflegewahl steht mit sechs Pilotkliniken am Anfang dieses Wegs. Wir sagen Ihnen auch, was Sie für das erste Release weglassen können – das ist oft der wertvollste Teil der Zusammenarbeit.',
  ],
  testimonials: [
    {
      quote:
        'Isarlicht hat uns nicht einfach eine App gebaut, sondern uns dazu gebracht, die richtigen Fragen zu stellen. Das Bootcamp hat uns Monate an Umwegen erspart.',
      author: 'Femke Jansen, Mitgründerin',
      company: 'Kiekje',
    },
    {
      quote: 'Dass jede KI-Empfehlung begründet ist, war am Ende unser stärkstes Verkaufsargument.',
      author: 'Daniel Oberholzer, CEO',
      company: 'Talentlake',
    },
  ],
} as const satisfies Industry;
