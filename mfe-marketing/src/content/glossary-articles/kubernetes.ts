import type { GlossaryArticle } from '../types';

export const kubernetes = {
  practice:
    'Die Fahrzeugdatenplattform eines Nutzfahrzeugherstellers läuft auf Kubernetes in dessen Cloud-Umgebung; Datenstrecke, Vorhersagemodelle und Flottenportal sind eigene Dienste, die unabhängig voneinander skalieren. Auch die Teams für eine Versicherungsgruppe liefern Kundenportal und Maklerplattform auf Kubernetes aus, und bei den Fußball-Apps fängt der Cluster die Lastspitzen am Wochenende ab.',
  references: ['fahrzeugdatenplattform', 'nearshore-teams', 'fussball-apps'],
  relevance:
    'Kubernetes ist mächtig, aber kein Selbstzweck: Der Betrieb eines Clusters erfordert Fachwissen, das Sie im eigenen Haus oder bei einem Dienstleister dauerhaft brauchen. Für eine einzelne Webanwendung sind verwaltete Dienste wie Azure App Service oder AWS Fargate oft einfacher. Fragen Sie, wer Updates des Clusters einspielt und wer bei einer Störung nachts reagiert.',
} as const satisfies GlossaryArticle;
