import type { GlossaryArticle } from '../types';

export const rbac = {
  practice:
    'Beim Relaunch der Markenwebsites eines Automobilherstellers arbeitet das Headless CMS mit Rollen für Zentrale und Märkte: Die Zentrale pflegt Komponenten und Modelldaten, die Redaktionen der 28 Märkte ihre eigenen Inhalte. Die Fahrzeugdatenplattform hat ein Rollen- und Rechtekonzept für Flottenbetreiber, sodass jede Spedition ausschließlich ihre eigenen Fahrzeuge sieht.',
  references: ['automotive-relaunch', 'fahrzeugdatenplattform'],
  relevance:
    'Ein Rollenkonzept gehört an den Anfang eines Portal- oder Plattformprojekts, nicht an das Ende. Listen Sie auf, welche Gruppen mit der Software arbeiten und was jede sehen, ändern und freigeben darf. Fragen Sie, wie Rechte vergeben und entzogen werden, ob sich Zugriffe nachvollziehen lassen und ob Ihre Administrator:innen Rollen selbst anpassen können.',
} as const satisfies GlossaryArticle;
