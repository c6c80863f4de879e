import type { ServiceDetail } from '../../types';

export const apiManagement = {
  intro: [
    'APIs sind längst mehr als technische Verbindungen: Über sie tauschen Ihre eigenen Anwendungen Daten aus, Partner binden sich an Ihre Prozesse an, und manche Unternehmen verkaufen den Zugang zu ihren Daten als eigenes Produkt. Je mehr APIs entstehen, desto wichtiger wird es, sie einheitlich zu entwerfen, zu dokumentieren, abzusichern und zu betreiben. Genau darum geht es beim API-Management.',
    'Wir entwerfen Schnittstellen nach dem Prinzip API-first: Die Spezifikation in OpenAPI oder GraphQL entsteht vor dem Code und wird mit den künftigen Nutzer:innen abgestimmt. Ein API-Gateway übernimmt Authentifizierung per OAuth 2.0, Ratenbegrenzung, Protokollierung und Versionierung zentral, ein Entwicklerportal bietet Dokumentation, Testzugänge und Schlüsselverwaltung. Monitoring zeigt, welche APIs wie genutzt werden, wo Fehler auftreten und wann eine alte Version abgeschaltet werden kann.',
  ],
  audience:
    'Unternehmen, die Daten und Funktionen für eigene Apps, Partner oder Kund:innen als Schnittstelle bereitstellen, und IT-Abteilungen, deren Zahl an internen APIs unübersichtlich geworden ist.',
  problems: [
    'Jedes Team gestaltet seine APIs anders, und Nutzer:innen müssen sich jedes Mal neu einarbeiten.',
    'Partner erhalten Zugangsdaten per E-Mail, und niemand weiß, wer welche Schnittstelle nutzt.',
    'Eine Änderung an einer API legt unbemerkt die App eines Partners lahm.',
    'Die Dokumentation ist veraltet oder existiert nur in den Köpfen der Entwickler:innen.',
  ],
  steps: [
    {
      title: 'Bestandsaufnahme und Richtlinien',
      text: 'Wir erfassen bestehende APIs und definieren Designrichtlinien für Benennung, Fehlerformate, Paginierung und Versionierung.',
    },
    {
      title: 'API-first entwerfen',
      text: 'Neue Schnittstellen spezifizieren wir zuerst in OpenAPI, prüfen sie automatisch gegen die Richtlinien und stimmen sie mit Nutzer:innen ab.',
    },
    {
      title: 'Gateway und Portal',
      text: 'Wir richten API-Gateway, Authentifizierung, Ratenbegrenzung und ein Entwicklerportal mit Dokumentation und Schlüsselverwaltung ein.',
    },
    {
      title: 'Betreiben und weiterentwickeln',
      text: 'Monitoring, Nutzungsstatistiken und ein geregelter Ablauf für neue Versionen halten die Landschaft stabil.',
    },
  ],
  technologies: ['OpenAPI', 'GraphQL', 'Kong', 'Azure API Management', 'Apigee', 'OAuth 2.0', 'Spectral', 'Backstage'],
  outcomes: [
    'Einheitlich gestaltete, verständlich dokumentierte APIs',
    'Zentral abgesicherter Zugang mit Schlüsseln und Rechten je Anwendung und Person',
    'Transparenz darüber, wer welche API wie nutzt',
    'Eine geregelte Versionierung, die Partner nicht überrascht',
  ],
  faq: [
    {
      question: 'REST oder GraphQL?',
      answer:
        'REST ist einfach, weit verbreitet und eignet sich gut für Partner-Schnittstellen. GraphQL spielt seine Stärken aus, wenn ein Frontend flexibel Daten aus vielen Quellen abfragt. Häufig nutzen wir beides für unterschiedliche Zwecke.',
    },
    {
      question: 'Welches API-Gateway empfehlen Sie?',
      answer:
        'Wer in Azure arbeitet, startet gut mit Azure API Management; Kong ist eine flexible Open-Source-Alternative für jede Umgebung. Entscheidend sind Betriebsumgebung, benötigte Funktionen und Lizenzmodell.',
    },
    {
      question: 'Wie ändern wir eine API, ohne Partner zu verärgern?',
      answer:
        'Mit klaren Versionen, frühzeitiger Ankündigung, einer Übergangszeit, in der alte und neue Version parallel laufen, und Nutzungsdaten, die zeigen, wer noch umstellen muss.',
    },
  ],
  cta: 'Erzählen Sie uns, wer heute auf Ihre Daten zugreift und wie – wir skizzieren eine API-Landschaft, die mitwachsen kann.',
  related: {
    services: ['enterprise-integration-platform', 'microservices-architecture', 'role-based-access-control', 'web-applications'],
    references: ['talentlake', 'fussball-apps'],
    industries: ['automotive', 'insurance', 'startups'],
  },
} as const satisfies ServiceDetail;
