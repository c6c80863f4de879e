import type { GlossaryTerm } from '../types';

export const barrierefreiheit = {
  id: 'barrierefreiheit',
  term: 'Barrierefreiheit (BFSG/WCAG)',
  definition:
    'Barrierefreiheit bedeutet, dass digitale Angebote auch für Menschen mit Seh-, Hör-, motorischen oder kognitiven Einschränkungen nutzbar sind. Maßstab sind die internationalen Web Content Accessibility Guidelines (WCAG). Seit Juni 2025 verpflichtet das Barrierefreiheitsstärkungsgesetz (BFSG) viele Unternehmen mit Angeboten für Verbraucher:innen, etwa Onlineshops und Banken, zu barrierefreien Websites und Apps.',
  metaDescription:
    'Barrierefreiheit nach WCAG und BFSG: Was digitale Angebote erfüllen müssen, damit alle Menschen sie nutzen können – verständlich erklärt.',
  serviceIds: ['responsive-app-design', 'web-applications', 'e-commerce-solutions', 'customer-portals'],
} as const satisfies GlossaryTerm;
