import type { GlossaryTerm } from '../types';

export const responsiveDesign = {
  id: 'responsive-design',
  term: 'Responsive Design',
  definition:
    'Responsive Design sorgt dafür, dass sich Layout und Bedienung einer Website oder App automatisch an die Bildschirmgröße anpassen. Inhalte werden auf dem Smartphone anders angeordnet als auf dem Desktop, ohne dass eine eigene mobile Version nötig ist. Für jede Weboberfläche ist das heute Standard.',
  metaDescription:
    'Responsive Design erklärt: Layout und Bedienung passen sich automatisch an Smartphone, Tablet und Desktop an – ohne eigene Mobilversion.',
  serviceIds: ['responsive-app-design', 'web-applications', 'e-commerce-solutions'],
} as const satisfies GlossaryTerm;
