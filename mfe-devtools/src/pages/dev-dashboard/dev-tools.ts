import type { DevToolId } from '@isarlicht/shared';

export interface DevTool {
  readonly id: DevToolId;
  readonly title: string;
  readonly purpose: string;
}

export const devTools = [
  {
    id: 'translations',
    title: 'Übersetzungen',
    purpose: 'Prüft alle Texte der Remotes auf leere Felder, englische Reste, Umlaut-Umschreibungen sowie Titel und Beschreibungen außerhalb der Längengrenzen.',
  },
  {
    id: 'links',
    title: 'Links',
    purpose: 'Durchsucht jede Route der Routentabelle nach internen Links und Ankern und meldet kaputte Ziele und externe Links ohne rel="noopener".',
  },
  {
    id: 'errors',
    title: 'Fehler',
    purpose: 'Sammelt Laufzeitfehler, abgelehnte Promises, preload-error-Ereignisse und Ladefehler der Remotes – gruppiert nach Meldung.',
  },
  {
    id: 'assets',
    title: 'Assets',
    purpose: 'Listet die Bundles, Stylesheets und Bilder jedes Remotes mit Größe und Caching-Verhalten.',
  },
  {
    id: 'accessibility',
    title: 'Barrierefreiheit',
    purpose: 'Prüft die Seiten mit axe-core auf WCAG-Verstöße und zeigt betroffene Elemente.',
  },
  {
    id: 'tests',
    title: 'Tests',
    purpose: 'Zeigt die Ergebnisse der letzten Jest- und Playwright-Läufe je Remote.',
  },
] as const satisfies readonly DevTool[];
