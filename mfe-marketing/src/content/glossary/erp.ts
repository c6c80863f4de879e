import type { GlossaryTerm } from '../types';

export const erp = {
  id: 'erp',
  term: 'ERP (Enterprise Resource Planning)',
  definition:
    'Ein ERP-System ist die zentrale Software für Einkauf, Lager, Produktion, Vertrieb und Buchhaltung eines Unternehmens. Bekannte Beispiele sind SAP S/4HANA, Microsoft Dynamics 365 Business Central oder proALPHA. Viele digitale Projekte drehen sich darum, das ERP sauber mit Shops, Portalen und Apps zu verbinden.',
  metaDescription:
    'Was ist ein ERP-System? Die zentrale Software für Einkauf, Lager, Produktion, Vertrieb und Buchhaltung – und warum Integrationen daran hängen.',
  serviceIds: ['enterprise-integration-platform', 'inventory-management', 'resource-planning', 'supplier-portals'],
} as const satisfies GlossaryTerm;
