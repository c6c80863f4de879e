import type { ServiceDetail } from '../../types';

export const efficiencyOptimization = {
  intro: [
    'Gewachsene Software wird selten schlechter, weil jemand Fehler macht, sondern weil sich Nutzung, Datenmengen und Anforderungen über die Jahre verschieben. Seiten laden länger, nächtliche Berichte sind morgens nicht fertig, die Cloud-Rechnung steigt jeden Monat, und Mitarbeitende haben sich Umwege über Tabellen angewöhnt. Effizienzsteigerung heißt für uns, diese Verluste messbar zu machen und gezielt zu beheben.',
    'Wir beginnen mit Messungen statt Meinungen: Antwortzeiten, Datenbankabfragen, Ressourcenverbrauch, Nutzungsdaten und die Wege, die Nutzer:innen tatsächlich durch die Anwendung nehmen. Daraus entsteht eine Liste von Maßnahmen mit erwarteter Wirkung, vom fehlenden Datenbankindex über überdimensionierte Server bis zur Eingabemaske, die drei Klicks zu viel verlangt. Die wirkungsvollsten setzen wir zuerst um.',
  ],
  audience:
    'IT-Leitungen und Produktverantwortliche mit bestehenden Webanwendungen, Portalen oder Cloud-Plattformen, die aus ihrer Software mehr herausholen wollen, bevor sie über eine Neuentwicklung nachdenken.',
  problems: [
    'Die Anwendung wird von Monat zu Monat langsamer, und Nutzer:innen beschweren sich über Wartezeiten.',
    'Die Cloud-Kosten sind gestiegen, ohne dass jemand sagen kann, wofür.',
    'Nächtliche Batch-Jobs brechen ab oder laufen bis in den Arbeitstag hinein.',
    'Mitarbeitende exportieren Daten nach Excel, weil die Anwendung eine Auswertung nicht bietet.',
  ],
  steps: [
    {
      title: 'Messen',
      text: 'Wir richten Application Performance Monitoring ein, werten Logs und Cloud-Abrechnungen aus und beobachten typische Nutzer:innen bei der Arbeit.',
    },
    {
      title: 'Engpässe benennen',
      text: 'Aus den Messwerten leiten wir die größten Hebel ab und beziffern für jeden den erwarteten Effekt auf Zeit oder Kosten.',
    },
    {
      title: 'Gezielt beheben',
      text: 'Wir optimieren Abfragen, führen Caching ein, passen Ressourcen dem tatsächlichen Bedarf an und vereinfachen Oberflächen, an denen Zeit verloren geht.',
    },
    {
      title: 'Dauerhaft absichern',
      text: 'Dashboards und Alarme zeigen künftig, wenn sich ein Wert verschlechtert, und Performance-Budgets in der Pipeline verhindern neue Rückschritte.',
    },
  ],
  technologies: ['OpenTelemetry', 'Grafana', 'Prometheus', 'Sentry', 'Lighthouse', 'PostgreSQL', 'Redis', 'AWS Cost Explorer'],
  outcomes: [
    'Ein Messbild Ihrer Anwendung mit klar benannten Engpässen',
    'Kürzere Antwortzeiten dort, wo Nutzer:innen am häufigsten arbeiten',
    'Cloud-Ressourcen, die zum tatsächlichen Bedarf passen',
    'Monitoring und Budgets, die künftige Verschlechterungen früh melden',
  ],
  faq: [
    {
      question: 'Müssen Sie dafür unseren Code übernehmen?',
      answer:
        'Nein. Wir arbeiten auf Wunsch neben Ihrem Team, liefern Änderungen als Pull Requests und erklären jede Maßnahme so, dass Ihr Team sie nachvollziehen und fortführen kann.',
    },
    {
      question: 'Lohnt sich das noch, oder sollten wir neu entwickeln?',
      answer:
        'Genau das zeigen die Messungen: ob die Probleme an wenigen Stellen sitzen oder in der Architektur selbst. Im zweiten Fall sagen wir Ihnen das offen und skizzieren eine schrittweise Modernisierung.',
    },
    {
      question: 'Wie schnell sehen wir Ergebnisse?',
      answer:
        'Die Messphase dauert meist ein bis zwei Wochen. Einfache Verbesserungen wie fehlende Indizes oder überdimensionierte Instanzen lassen sich oft unmittelbar danach umsetzen.',
    },
  ],
  cta: 'Nennen Sie uns die Anwendung, die Ihre Geduld am meisten strapaziert – wir besprechen, welche Messungen zuerst Klarheit bringen.',
  related: {
    services: ['process-optimization', 'microservices-architecture', 'process-monitoring', 'web-applications'],
    references: ['garantiemax', 'product-communicator', 'buchberger'],
    industries: ['kmu', 'e-commerce', 'manufacturing'],
  },
} as const satisfies ServiceDetail;
