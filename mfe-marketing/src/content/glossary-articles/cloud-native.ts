import type { GlossaryArticle } from '../types';

export const cloudNative = {
  practice:
    'Die Fußball-Apps für Flankenwerk erleben jedes Wochenende Lastspitzen mit mehreren tausend gleichzeitig laufenden Livetickern, unter der Woche ist es ruhig. Das Backend läuft deshalb in Containern auf Kubernetes und skaliert automatisch mit der Last. Auch die Fahrzeugdatenplattform eines Nutzfahrzeugherstellers betreiben wir cloud-native, dort in der Cloud-Umgebung des Herstellers und nach dessen Sicherheitsvorgaben.',
  references: ['fussball-apps', 'fahrzeugdatenplattform'],
  relevance:
    'Cloud-native lohnt sich, wenn die Last stark schwankt, wenn Sie häufig ausliefern wollen oder wenn Ausfälle teuer sind. Für eine interne Anwendung mit 50 Nutzer:innen ist ein einfacher Server oft günstiger und leichter zu betreiben. Lassen Sie sich die laufenden Betriebskosten und den Aufwand für Updates vorrechnen, bevor Sie sich für eine Architektur entscheiden.',
} as const satisfies GlossaryArticle;
