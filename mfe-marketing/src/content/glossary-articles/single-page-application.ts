import type { GlossaryArticle } from '../types';

export const singlePageApplication = {
  practice:
    'Die digitale Plantafel der Spedition Buchberger ist eine Single Page Application: Disponent:innen ziehen Fahrzeuge und Fahrer:innen mit der Maus auf Touren, und Lenk- und Ruhezeiten werden sofort geprüft, ohne dass die Seite neu lädt. Für öffentliche Seiten wie die Markenwebsites eines Automobilherstellers setzen wir dagegen auf Next.js mit serverseitig erzeugtem HTML, damit Suchmaschinen und langsame Geräte die Inhalte sofort sehen.',
  references: ['buchberger', 'automotive-relaunch'],
  relevance:
    'Eine SPA ist die richtige Wahl für Anwendungen, in denen Menschen lange und intensiv arbeiten: Planungswerkzeuge, Dashboards, Fachanwendungen. Für Seiten, die über Suchmaschinen gefunden werden sollen, braucht sie serverseitiges Rendering oder Vorab-Rendering. Fragen Sie bei Angeboten, wie groß das JavaScript beim ersten Laden ist und wie die Anwendung auf einem älteren Smartphone wirkt.',
} as const satisfies GlossaryArticle;
