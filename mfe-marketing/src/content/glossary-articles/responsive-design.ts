import type { GlossaryArticle } from '../types';

export const responsiveDesign = {
  practice:
    'Die Buchungsstrecke der Gipfelruh Hotels haben wir vor dem Go-live mit Stammgästen getestet und konsequent auf mobile Nutzung ausgelegt. Beim Relaunch der Markenwebsites eines Automobilherstellers funktioniert jede der über 60 Komponenten vom Smartphone bis zum großen Bildschirm; nach dem Relaunch laden die Modellseiten mehr als doppelt so schnell wie zuvor.',
  references: ['hotel-buchungsplattform', 'automotive-relaunch'],
  relevance:
    'Responsive Design ist heute Standard, trotzdem unterscheiden sich Angebote stark in der Umsetzung. Fragen Sie, auf welchen Geräten und Bildschirmgrößen getestet wird, und schauen Sie sich die wichtigsten Abläufe Ihrer Nutzer:innen auf dem Smartphone an, nicht nur die Startseite. Tabellen, Formulare und Filter sind die Stellen, an denen mobile Varianten am häufigsten scheitern.',
} as const satisfies GlossaryArticle;
