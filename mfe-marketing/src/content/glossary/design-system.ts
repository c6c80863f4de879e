import type { GlossaryTerm } from '../types';

export const designSystem = {
  id: 'design-system',
  term: 'Design System',
  definition:
    'Ein Design System ist eine Sammlung wiederverwendbarer Oberflächenbausteine wie Schaltflächen, Formulare und Tabellen, zusammen mit Regeln für Farben, Typografie und Abstände. Design und Entwicklung arbeiten damit aus einer gemeinsamen Quelle, sodass neue Seiten schneller und einheitlicher entstehen. Auch Barrierefreiheit lässt sich so einmal zentral sicherstellen.',
  metaDescription:
    'Was ist ein Design System? Wiederverwendbare Oberflächenbausteine und Regeln, mit denen Design und Entwicklung aus einer Quelle arbeiten.',
  serviceIds: ['responsive-app-design', 'web-applications', 'web-portals-dashboards'],
} as const satisfies GlossaryTerm;
