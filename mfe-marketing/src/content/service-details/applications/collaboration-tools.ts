import type { ServiceDetail } from '../../types';

export const collaborationTools = {
  intro: [
    'Verteilte Teams arbeiten heute mit einem ganzen Bündel an Werkzeugen: Chat, Videokonferenz, Dateiablage, Aufgabenverwaltung, Wiki. Jedes für sich ist gut, zusammen erzeugen sie neue Reibung – Informationen liegen an fünf Orten, externe Partner haben keinen Zugang, und niemand weiß, welche Version eines Dokuments gilt. Wir sorgen dafür, dass die Werkzeuge zusammenspielen, und ergänzen sie, wo Standardprodukte Ihre Arbeitsweise nicht abbilden.',
    'Typische Vorhaben sind gemeinsame Projekträume für Sie und Ihre Partner mit sauber getrennten Rechten, Wissensdatenbanken mit KI-gestützter Suche, Freigabe-Workflows direkt in Microsoft Teams oder projektbezogene Plattformen, auf denen Bauherren, Planungsbüros und Handwerksbetriebe Pläne, Mängel und Termine teilen. Dafür integrieren wir Microsoft 365 oder Google Workspace und entwickeln eigene Bausteine, wo es nötig ist.',
  ],
  audience:
    'Unternehmen mit verteilten Standorten, hybriden Teams oder vielen externen Beteiligten – etwa im Projektgeschäft, in der Bau- und Immobilienwirtschaft oder in Beratungen –, die Informationen nicht länger per E-Mail-Anhang verteilen wollen.',
  problems: [
    'Die aktuelle Version eines Dokuments findet sich nur im Anhang der letzten E-Mail.',
    'Externe Partner erhalten Zugang zur gesamten Ablage, weil feinere Rechte zu aufwendig scheinen.',
    'Wissen aus abgeschlossenen Projekten ist nach kurzer Zeit nicht mehr auffindbar.',
    'Jedes Team nutzt andere Werkzeuge, und Abstimmungen zwischen Teams kosten unnötig Zeit.',
  ],
  steps: [
    {
      title: 'Arbeitsweise erfassen',
      text: 'Wir analysieren, wie Informationen heute zwischen Teams und Partnern fließen und an welchen Stellen sie verloren gehen.',
    },
    {
      title: 'Zielbild entwerfen',
      text: 'Wir legen fest, welches Werkzeug wofür zuständig ist, und entwerfen Struktur, Rechte und Namenskonventionen.',
    },
    {
      title: 'Integrieren und ergänzen',
      text: 'Wir verbinden die Werkzeuge über ihre Schnittstellen, bauen Teams-Apps oder eigene Plattformen und richten eine Suche über alle Quellen ein.',
    },
    {
      title: 'Einführen',
      text: 'Wir schulen Schlüsselpersonen, begleiten die ersten Wochen im Alltag und passen nach den Rückmeldungen an.',
    },
  ],
  technologies: [
    'Microsoft 365',
    'Microsoft Teams',
    'SharePoint',
    'Google Workspace',
    'Microsoft Graph API',
    'Confluence',
    'React',
    'Node.js',
  ],
  outcomes: [
    'Eine klare Zuordnung, welches Werkzeug wofür genutzt wird',
    'Gemeinsame Arbeitsräume mit externen Partnern und fein abgestuften Rechten',
    'Eine Suche, die Wissen aus allen Quellen auffindbar macht',
    'Weniger E-Mail-Anhänge und kein Versionschaos mehr',
  ],
  faq: [
    {
      question: 'Wir nutzen schon Microsoft 365 – was können Sie noch ergänzen?',
      answer:
        'Oft ist Microsoft 365 nur zum Teil eingerichtet. Wir strukturieren Teams und SharePoint sinnvoll, ergänzen Workflows und bauen Teams-Apps für Abläufe, die der Standard nicht abdeckt.',
    },
    {
      question: 'Wie binden wir externe Partner datenschutzkonform ein?',
      answer:
        'Über Gastzugänge oder eigene Partnerbereiche mit eng begrenzten Rechten, Ablaufdaten für Zugänge und Protokollierung. Dabei klären wir auch, wann eine Vereinbarung zur Auftragsverarbeitung nötig ist.',
    },
    {
      question: 'Entwickeln Sie auch eigene Kollaborationssoftware?',
      answer:
        'Wenn Standardwerkzeuge nicht passen, ja – etwa projektbezogene Plattformen mit Mängelmanagement und Planverwaltung. Meist ist die Integration in vorhandene Werkzeuge aber der schnellere Weg.',
    },
  ],
  cta: 'Erzählen Sie uns, mit wem Ihr Team regelmäßig Dokumente austauscht – wir skizzieren einen gemeinsamen Arbeitsraum dafür.',
  related: {
    services: ['partner-portals', 'document-management', 'internal-business-applications', 'role-based-access-control'],
    references: ['kiekje', 'product-communicator', 'ausbildungs-matching-plattform'],
    industries: ['real-estate', 'public-sector', 'kmu'],
  },
} as const satisfies ServiceDetail;
