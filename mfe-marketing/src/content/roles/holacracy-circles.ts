import type { Role } from '../types';

export const holacracyCircles = {
  id: 'holacracy-circles',
  title: 'Holakratie-Kreise',
  kind: 'practice',
  teaser:
    'In der Holakratie bündeln Kreise zusammengehörige Rollen, etwa für ein Kundenprojekt, für Design oder für den Betrieb. Jeder Kreis regelt seine Zuständigkeiten selbst in Governance-Meetings und passt sie an, sobald sich die Arbeit ändert.',
  metaDescription:
    'Holakratie-Kreise bei Isarlicht Digital: wie wir Rollen bündeln, Zuständigkeiten selbst regeln und unsere Organisation laufend an die Arbeit anpassen.',
  body: [
    'Kreise sind die Bausteine unserer holakratischen Organisation. Ein Kreis bündelt Rollen, die gemeinsam einen Zweck verfolgen: der Kreis eines Kundenprojekts etwa die Rollen für Produkt, Design, Entwicklung und Qualitätssicherung genau dieses Vorhabens, der Infrastrukturkreis alle Rollen rund um Betrieb und Sicherheit. Wächst die Arbeit, bildet ein Kreis Unterkreise; endet ein Projekt, löst sich sein Kreis wieder auf.',
    'Jeder Kreis regelt seine Angelegenheiten selbst. In Governance-Meetings legt er fest, welche Rollen es gibt und wofür sie zuständig sind, in taktischen Meetings koordiniert er die laufende Arbeit. Über verbindende Rollen ist jeder Kreis mit dem übergeordneten Kreis verknüpft, sodass Informationen in beide Richtungen fließen. Für unsere Kund:innen bedeutet das: Ihr Projektkreis trifft die meisten Entscheidungen selbst und muss nicht auf eine Geschäftsführung warten. Wer zu welchem Kreis gehört und welche Rollen ausfüllt, können alle Mitarbeitenden jederzeit in unserem Organisationswerkzeug nachsehen.',
  ],
  highlights: [
    'Ein klar formulierter Zweck für jeden Kreis',
    'Selbst verwaltete Rollen und Zuständigkeiten',
    'Verbindende Rollen zwischen Kreis und übergeordnetem Kreis',
    'Governance-Meetings zur Anpassung der Struktur',
    'Projektkreise, die mit dem Kundenprojekt entstehen und enden',
  ],
  related: {
    methods: ['holacracy-system', 'cross-functional-teams'],
    roles: ['tactic-meetings', 'product-owner', 'scrum-master'],
    services: ['process-optimization', 'strategy'],
  },
} as const satisfies Role;
