import type { GlossaryArticle } from '../types';

export const etl = {
  practice:
    'Talentlake übernimmt frühere Bewerbungen aus gängigen Bewerbermanagementsystemen per Schnittstelle oder CSV-Datei, vereinheitlicht Qualifikationen und prüft, ob eine Einwilligung vorliegt, bevor ein Profil in den Talentpool geladen wird. Die Fahrzeugdatenplattform führt dieselben Schritte im großen Maßstab aus: Telematikdaten werden aufgenommen, von Messfehlern bereinigt und so gespeichert, dass Auswertungen und Vorhersagemodelle darauf aufsetzen können.',
  references: ['talentlake', 'fahrzeugdatenplattform'],
  relevance:
    'ETL ist der unsichtbare Teil jedes Datenprojekts und verschlingt meist mehr Zeit als die Dashboards darauf. Rechnen Sie damit, dass Quelldaten lückenhaft, doppelt oder widersprüchlich sind. Fragen Sie, wie eine Strecke Fehler meldet, wie sie mit Änderungen im Quellsystem umgeht und ob sie sich nach einem Ausfall ohne Datenverlust wiederholen lässt.',
} as const satisfies GlossaryArticle;
