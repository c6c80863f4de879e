import type { DevToolId } from '@isarlicht/contracts/routes/ids';

export interface DevTool {
  readonly id: DevToolId;
  readonly title: string;
  readonly purpose: string;
}

export const devTools = [
  {
    id: 'translations',
    title: 'Übersetzungen',
    purpose:
      'Prüft alle Texte der Remotes auf leere Felder, englische Reste, Umlaut-Umschreibungen sowie Titel und Beschreibungen außerhalb der Längengrenzen.',
  },
  {
    id: 'links',
    title: 'Links',
    purpose:
      'Durchsucht jede Route der Routentabelle nach internen Links und Ankern und meldet kaputte Ziele und externe Links ohne rel="noopener".',
  },
  {
    id: 'errors',
    title: 'Fehler',
    purpose: 'Sammelt Laufzeitfehler, abgelehnte Promises, preload-error-Ereignisse und Ladefehler der Remotes – gruppiert nach Meldung.',
  },
  {
    id: 'assets',
    title: 'Assets',
    purpose:
      'Listet Bundles, Stylesheets und Bilder jedes Remotes mit Größe, gzip-Größe und Caching-Verhalten und markiert fehlende Dateien und Budget-Überschreitungen.',
  },
  {
    id: 'accessibility',
    title: 'Barrierefreiheit',
    purpose:
      'Prüft eine gewählte Route oder alle Routen der Website mit axe-core auf WCAG-Verstöße und zeigt die betroffenen Elemente, nach Schwere geordnet.',
  },
  {
    id: 'tests',
    title: 'Tests',
    purpose:
      'Zeigt die Ergebnisse der letzten Jest- und Playwright-Läufe mit Dauer und Fehlermeldungen und startet die Unit-Tests eines Workspaces über den Dev-Server.',
  },
] as const satisfies readonly DevTool[];
