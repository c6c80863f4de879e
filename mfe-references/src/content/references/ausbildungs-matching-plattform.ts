import ausbildungsMatchingPlattformImage from '../../assets/references/ausbildungs-matching-plattform.svg';
import { referenceTitles } from '@isarlicht/contracts';
import type { Reference } from '../types';

export const ausbildungsMatchingPlattform = {
  kind: 'case-study',
  slug: 'ausbildungs-matching-plattform',
  title: referenceTitles['ausbildungs-matching-plattform'],
  shortDescription: 'Matching zwischen Schulabgängern und Ausbildungsbetrieben – mit Interessen-Check statt Bewerbungsmappe.',
  metaDescription:
    'Startklar bringt Jugendliche und Ausbildungsbetriebe im Oberland zusammen – mit Interessen-Check statt Lebenslauf. MVP in acht Wochen, über 300 Betriebe.',
  description:
    'Startklar bringt Schüler:innen mit Ausbildungsbetrieben im Oberland zusammen – Berufsorientierung zum Ausprobieren statt Bewerbungsmappe. Die Idee entstand in unserem Product-Vision-Bootcamp, das MVP stand nach acht Wochen – heute nutzen über 300 Betriebe aus Handwerk, Handel und Pflege die Plattform.',
  fullDescription: [
    'Im Oberland bleiben jedes Jahr hunderte Ausbildungsplätze unbesetzt, während viele Jugendliche gar nicht wissen, welche Betriebe es in ihrer Nähe gibt. Der Ausbildungsverbund Oberland e.V. – getragen von Betrieben, Berufsschulen und drei Landkreisen – wollte das ändern, ohne eine weitere Stellenbörse zu bauen.',
    'Im dreitägigen Product-Vision-Bootcamp haben wir gemeinsam mit Azubis, Ausbilder:innen und Berufsberater:innen die Zielgruppe geschärft. Die wichtigste Erkenntnis: Jugendliche schreiben ungern Anschreiben, probieren aber gern aus. Daraus entstand Startklar:',
    {
      list: [
        [{ strong: 'Interessen-Check statt Lebenslauf' }, ' – zehn Fragen, die Stärken und Vorlieben erfassen'],
        [{ strong: 'Matching nach Interessen, Schulabschluss und Pendelweg' }, ' inklusive Fahrzeit mit Bus und Bahn'],
        [{ strong: 'Praktikum mit einem Klick anfragen' }, ' – Betriebe antworten direkt im Chat'],
        [{ strong: 'Betriebsprofile mit kurzen Videos' }, ', die Azubis selbst drehen'],
      ],
    },
    'Das MVP stand nach acht Wochen und wurde zunächst an vier Mittelschulen getestet. Seitdem entwickeln wir Startklar weiter, zuletzt um ein Dashboard für Berufsschulen und Landkreise, das zeigt, in welchen Berufen und Regionen Nachwuchs fehlt. Alle Daten werden in Deutschland gehostet; Jugendliche unter 16 Jahren nutzen die Plattform nur mit Einwilligung der Eltern.',
  ],
  image: ausbildungsMatchingPlattformImage,
  imageAlt: 'Illustration: Eine Jugendliche und ein Ausbildungsbetrieb, verbunden über eine Buslinie mit Haltestellen',
  tags: ['Plattform', 'Recruiting', 'MVP'],
  websiteLink: null,
  features: [
    'Interessen-Check mit zehn Fragen statt Lebenslauf',
    'Matching nach Interessen, Abschluss und Fahrzeit mit Bus und Bahn',
    'Praktikumsanfrage mit einem Klick und integriertem Chat',
    'Betriebsprofile mit Videos von Azubis',
    'Auswertungs-Dashboard für Berufsschulen und Landkreise',
  ],
  technologies: ['Vue.js', 'Nuxt', 'TypeScript', 'Node.js', 'PostgreSQL', 'Python'],
  challenge:
    'Viele Ausbildungsplätze im Oberland blieben unbesetzt, während Jugendliche die Betriebe in ihrer Region kaum kannten. Klassische Stellenportale mit Anschreiben und Lebenslauf erreichten die Zielgruppe nicht.',
  solution:
    'Im Product-Vision-Bootcamp haben wir mit Azubis und Ausbilder:innen ein Konzept entwickelt, das auf Ausprobieren statt Bewerben setzt. Ein Interessen-Check und ein Matching mit Pendelzeiten führen zu passenden Betrieben, ein Praktikum lässt sich mit einem Klick anfragen.',
  results: [
    'Über 300 Ausbildungsbetriebe auf der Plattform',
    'Mehr als 2.400 Praktikumsanfragen im ersten Jahr',
    'Rund 350 Ausbildungsverträge, die über ein Startklar-Praktikum zustande kamen',
  ],
  testimony: {
    quote:
      'Wir hatten mit einer Stellenbörse gerechnet. Nach drei Tagen Bootcamp hatten wir ein Produkt, das Jugendliche wirklich benutzen – und nach acht Wochen lief es an den ersten Schulen.',
    author: 'Markus Riedl',
    position: 'Geschäftsführer, Ausbildungsverbund Oberland e.V.',
  },
  timeframe: '8 Wochen bis zum MVP, seit 2023 in Weiterentwicklung',
  confidential: false,
} as const satisfies Reference;
