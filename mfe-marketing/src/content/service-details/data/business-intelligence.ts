import type { ServiceDetail } from '../../types';

export const businessIntelligence = {
  intro: [
    'In vielen Unternehmen gibt es nicht zu wenige Zahlen, sondern zu viele Versionen davon. Der Vertrieb rechnet den Umsatz anders als die Buchhaltung, jede Abteilung pflegt eigene Excel-Auswertungen, und in Besprechungen wird über Zahlen gestritten statt über Entscheidungen. Business Intelligence schafft eine gemeinsame Grundlage: ein Data Warehouse, in dem Daten aus allen relevanten Systemen bereinigt zusammenlaufen, einheitlich definierte Kennzahlen und Berichte, denen alle vertrauen.',
    'Wir bauen diese Grundlage mit modernen, wartbaren Werkzeugen auf: Datenstrecken laden Daten aus ERP, CRM, Shop und Fachsystemen, Transformationen in dbt sind versioniert und getestet, und jede Kennzahl ist dokumentiert. Für Berichte und Analysen setzen wir auf Power BI, Metabase oder eigene Oberflächen – je nachdem, was Ihre Nutzer:innen kennen und was Lizenzmodell und Datenschutz erlauben. Wichtig ist uns, dass Ihre Fachbereiche danach selbstständig Fragen stellen können.',
  ],
  audience:
    'Geschäftsführungen, Controlling und Fachbereiche in mittelständischen Unternehmen, die auf Basis derselben Zahlen entscheiden und nicht länger Tage in das Zusammenstellen von Monatsberichten investieren wollen.',
  problems: [
    'Der Monatsbericht entsteht aus zehn Excel-Dateien und ist erst Mitte des Folgemonats fertig.',
    'Verschiedene Abteilungen nennen für dieselbe Kennzahl unterschiedliche Werte.',
    'Ein BI-Werkzeug wurde eingeführt, doch die Berichte darin nutzt kaum jemand.',
    'Fragen der Geschäftsführung landen bei einer einzigen Person, die alle Daten kennt.',
  ],
  steps: [
    {
      title: 'Kennzahlen klären',
      text: 'In Workshops mit Geschäftsführung und Fachbereichen legen wir die entscheidenden Kennzahlen und ihre genaue Definition fest.',
    },
    {
      title: 'Data Warehouse aufbauen',
      text: 'Wir binden die Quellsysteme an, modellieren die Daten und sichern ihre Qualität mit automatisierten Prüfungen.',
    },
    {
      title: 'Berichte entwickeln',
      text: 'Die wichtigsten Berichte bauen wir gemeinsam mit ihren künftigen Nutzer:innen und gleichen sie mit bekannten Zahlen ab.',
    },
    {
      title: 'Befähigen',
      text: 'Schulungen und ein dokumentierter Kennzahlenkatalog ermöglichen es Ihren Fachbereichen, eigene Auswertungen zu erstellen.',
    },
  ],
  technologies: ['Microsoft Power BI', 'Metabase', 'dbt', 'Snowflake', 'PostgreSQL', 'Airbyte', 'Apache Airflow', 'Python'],
  outcomes: [
    'Eine einheitliche Zahlenbasis für alle Abteilungen',
    'Ein Data Warehouse mit geprüfter Datenqualität',
    'Berichte, die sich automatisch aktualisieren',
    'Fachbereiche, die eigene Fragen selbst beantworten',
  ],
  faq: [
    {
      question: 'Welches BI-Werkzeug empfehlen Sie?',
      answer:
        'Wer Microsoft 365 nutzt, fährt mit Power BI meist gut. Metabase ist eine schlanke Open-Source-Alternative, die sich selbst hosten lässt. Wichtiger als das Werkzeug ist ein sauberes Datenmodell darunter.',
    },
    {
      question: 'Brauchen wir ein Data Warehouse in der Cloud?',
      answer:
        'Nicht zwingend. Für mittlere Datenmengen reicht oft eine PostgreSQL-Datenbank im eigenen Rechenzentrum oder bei einem deutschen Hoster. Cloud-Dienste wie Snowflake spielen ihre Stärken bei sehr großen Datenmengen aus.',
    },
    {
      question: 'Wie lange dauert es bis zu den ersten Berichten?',
      answer:
        'Erste belastbare Berichte für einen Bereich stehen meist nach sechs bis zehn Wochen. Danach erweitern wir Bereich für Bereich.',
    },
  ],
  cta: 'Bringen Sie Ihren aktuellen Monatsbericht mit – wir zeigen, wie er künftig automatisch und aus einer Quelle entsteht.',
  related: {
    services: ['etl-data-processing', 'data-visualization', 'customizable-dashboards', 'enterprise-integration-platform'],
    references: ['ticket-buchungsplattform', 'ausbildungs-matching-plattform'],
    industries: ['kmu', 'e-commerce', 'manufacturing'],
  },
} as const satisfies ServiceDetail;
