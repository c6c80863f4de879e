import type { ServiceDetail } from '../../types';

export const resourcePlanning = {
  intro: [
    'Wer Monteure, Maschinen, Fahrzeuge oder Räume plant, jongliert mit vielen Bedingungen gleichzeitig: Qualifikationen, Urlaub, Arbeitszeitgesetz, Rüstzeiten, Wartungsintervalle, Anfahrtswege und Kundenwünsche. Solange das auf einer Magnettafel oder in einer Tabelle geschieht, hängt die Planung am Erfahrungswissen einzelner Disponent:innen, und jede Änderung zieht Telefonketten nach sich. Wir entwickeln Planungswerkzeuge, die diese Bedingungen kennen und die Planung für alle sichtbar machen.',
    'Die Planungsoberfläche zeigt Ressourcen und Aufträge auf einer Zeitleiste, warnt bei Konflikten und schlägt passende Einsätze vor; bei Bedarf rechnet ein Optimierungsverfahren ganze Wochenpläne durch. Mitarbeitende im Außendienst sehen ihre Einsätze in einer mobilen App und melden Fortschritt und Rückfragen direkt zurück. Über Schnittstellen zu ERP und Zeiterfassung fließen Aufträge und Ist-Zeiten ohne doppelte Erfassung.',
  ],
  audience:
    'Dienstleister mit Außendienst, Produktionsbetriebe, Handwerksunternehmen und Logistiker, deren Planung heute auf Whiteboard, Tabelle oder dem Gedächtnis einer einzelnen Person beruht.',
  problems: [
    'Die Wochenplanung steht erst am Montagmittag und ist bis Dienstag schon wieder überholt.',
    'Eine Servicekraft fährt zum Kundentermin, ohne die nötige Qualifikation oder das passende Material dabeizuhaben.',
    'Urlaubsplanung, Schichtplan und Auftragsplanung liegen in drei verschiedenen Dateien.',
    'Wenn die erfahrene Disponentin fehlt, weiß niemand, warum der Plan so aussieht.',
  ],
  steps: [
    {
      title: 'Planungslogik erfassen',
      text: 'Gemeinsam mit Ihren Disponent:innen dokumentieren wir alle Regeln, Bedingungen und Ausnahmen, die heute im Kopf stecken.',
    },
    {
      title: 'Plantafel entwickeln',
      text: 'Zuerst entsteht eine Plantafel mit Zeitleiste und Konfliktprüfung, auf der Ihr Team von Beginn an mit echten Daten plant.',
    },
    {
      title: 'Mobile App und Rückmeldung',
      text: 'Eine App für Außendienst oder Werkstatt zeigt Einsätze, Unterlagen und Anfahrt und meldet Status und Zeiten zurück.',
    },
    {
      title: 'Automatisch vorschlagen',
      text: 'Sobald die Regeln stabil sind, ergänzen wir Planungsvorschläge oder eine Optimierung, die Disponent:innen prüfen und übernehmen.',
    },
  ],
  technologies: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'Google OR-Tools', 'React Native', 'Mapbox', 'REST'],
  outcomes: [
    'Eine Plantafel, die Konflikte anzeigt, bevor sie zum Problem werden',
    'Dokumentierte Planungsregeln statt Kopfwissen',
    'Aktuelle Einsatzdaten aus dem Außendienst ohne Telefonketten',
    'Planungsvorschläge, die Ihr Team mit einem Klick übernimmt',
  ],
  faq: [
    {
      question: 'Plant die Software dann automatisch?',
      answer:
        'Sie kann, muss aber nicht. Meist beginnen wir mit einer Unterstützung, bei der Menschen planen und die Software prüft und vorschlägt. Vollautomatische Planung lohnt sich erst, wenn die Regeln klar und stabil sind.',
    },
    {
      question: 'Können wir unsere Zeiterfassung weiter nutzen?',
      answer:
        'In aller Regel ja. Wir binden bestehende Zeiterfassungs- und ERP-Systeme über Schnittstellen an, damit Zeiten und Aufträge nicht doppelt gepflegt werden müssen.',
    },
    {
      question: 'Funktioniert die App auch ohne Netz?',
      answer:
        'Ja. Die mobile App speichert Einsätze lokal und synchronisiert Rückmeldungen, sobald wieder eine Verbindung besteht – wichtig für Keller, Baustellen und ländliche Regionen.',
    },
  ],
  cta: 'Zeigen Sie uns Ihre aktuelle Plantafel als Foto oder Datei – wir skizzieren, wie eine digitale Planung für Ihr Team aussehen würde.',
  related: {
    services: ['internal-business-applications', 'inventory-management', 'process-optimization', 'realtime-data-solutions'],
    references: ['buchberger', 'baustoffe-plattform'],
    industries: ['logistics', 'manufacturing', 'healthcare'],
  },
} as const satisfies ServiceDetail;
