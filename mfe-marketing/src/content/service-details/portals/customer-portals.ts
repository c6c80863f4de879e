import type { ServiceDetail } from '../../types';

export const customerPortals = {
  intro: [
    'Kund:innen möchten ihre Angelegenheiten erledigen, wann es ihnen passt: die Adresse ändern, eine Rechnung herunterladen, einen Zählerstand melden, einen Schaden mit Fotos einreichen. Ein Kundenportal macht das rund um die Uhr möglich und entlastet Ihr Servicecenter von Routineanfragen. Entscheidend ist, dass die häufigsten Anliegen tatsächlich vollständig online erledigt werden können – ein Portal, das am Ende doch auf die Hotline verweist, enttäuscht.',
    'Wir beginnen deshalb mit einer Auswertung Ihrer Serviceanfragen und bauen die häufigsten Anliegen zuerst. Ein KI-Assistent im Portal beantwortet Fragen zu Verträgen und Tarifen auf Basis Ihrer Unterlagen und übergibt an Mitarbeitende, wenn es kompliziert wird. Eine Registrierung mit Identitätsprüfung, barrierefreie Gestaltung und die Anbindung an CRM und Bestandssysteme gehören ebenso dazu wie ein Postfach für die sichere Kommunikation.',
  ],
  audience:
    'Versicherer, Energieversorger, Wohnungsunternehmen, Hersteller mit Service- und Wartungsverträgen und andere Unternehmen mit vielen Endkund:innen, deren Servicecenter unter einer Flut gleichartiger Anfragen steht.',
  problems: [
    'Ein großer Teil der Anrufe betrifft Adressänderungen, Rechnungskopien oder Statusfragen.',
    'Kund:innen senden Unterlagen per Post oder unverschlüsselter E-Mail.',
    'Das bestehende Portal wird kaum genutzt, weil die Registrierung zu kompliziert ist.',
    'Außerhalb der Servicezeiten gibt es keine Möglichkeit, ein Anliegen zu klären.',
  ],
  steps: [
    {
      title: 'Anliegen auswerten',
      text: 'Wir analysieren Serviceanfragen nach Häufigkeit und Aufwand und wählen die Anliegen aus, die sich vollständig digital erledigen lassen.',
    },
    {
      title: 'Registrierung und Identität',
      text: 'Wir gestalten eine einfache Registrierung mit angemessener Identitätsprüfung, etwa per Kundennummer und Bestätigungscode.',
    },
    {
      title: 'Self-Service und Assistent',
      text: 'Die ausgewählten Anliegen bauen wir als geführte Abläufe, ergänzt um einen KI-Assistenten für Fragen zu Vertrag und Tarif.',
    },
    {
      title: 'Messen und ausbauen',
      text: 'Wir beobachten, welche Anliegen online abgeschlossen werden, und verbessern Abläufe, an denen Kund:innen abbrechen.',
    },
  ],
  technologies: ['React', 'TypeScript', 'Next.js', 'Node.js', 'Keycloak', 'Salesforce Service Cloud', 'Azure OpenAI', 'PostgreSQL'],
  outcomes: [
    'Häufige Anliegen, die Kund:innen vollständig online erledigen',
    'Sichere Kommunikation und Dokumentenaustausch über ein Postfach',
    'Ein KI-Assistent, der rund um die Uhr Fragen beantwortet',
    'Kennzahlen darüber, welche Anliegen das Servicecenter noch erreichen',
  ],
  faq: [
    {
      question: 'Wie bringen wir Kund:innen dazu, das Portal zu nutzen?',
      answer:
        'Indem das Portal schneller ist als der Anruf. Eine einfache Registrierung, verständliche Abläufe und Hinweise an den richtigen Stellen, etwa auf Rechnungen und in der Wartezeitansage, helfen zusätzlich.',
    },
    {
      question: 'Wie sicher sind die Daten im Portal?',
      answer:
        'Wir setzen auf verschlüsselte Übertragung, Anmeldung mit zweitem Faktor, strenge Rollenrechte und regelmäßige Sicherheitstests. Besonders sensible Daten werden zusätzlich verschlüsselt gespeichert.',
    },
    {
      question: 'Darf der KI-Assistent auch Verträge ändern?',
      answer:
        'Nur wenn Sie das wollen und die Änderung eindeutig ist. In der Regel bereitet der Assistent eine Änderung vor, die Kund:innen selbst bestätigen; in heiklen Fällen entscheidet ein Mensch.',
    },
  ],
  cta: 'Bringen Sie eine Auswertung Ihrer häufigsten Serviceanfragen mit – wir zeigen, welche davon ein Portal vollständig übernehmen kann.',
  related: {
    services: ['customer-partner-portals', 'ai-development', 'responsive-app-design', 'role-based-access-control'],
    references: ['smart-home-app', 'hotel-buchungsplattform', 'nearshore-teams'],
    industries: ['insurance', 'real-estate', 'healthcare'],
  },
} as const satisfies ServiceDetail;
