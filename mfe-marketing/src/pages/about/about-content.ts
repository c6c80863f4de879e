export const values = [
  {
    title: 'Ergebnisse vor Folien',
    text: 'Nach zwei Wochen sehen Sie laufende Software, nach acht Wochen nutzen echte Anwender:innen Ihr MVP.',
  },
  {
    title: 'Offenheit',
    text: 'Gemeinsames Backlog, transparente Aufwände, ehrliche Einschätzungen – auch wenn die Antwort „noch nicht bauen“ lautet.',
  },
  {
    title: 'Verantwortung',
    text: 'Wir bauen barrierefrei, datenschutzkonform und so dokumentiert, dass Ihr Team den Code übernehmen kann.',
  },
  {
    title: 'Neugier',
    text: 'Neue Technologien wie große Sprachmodelle testen wir zuerst an uns selbst, bevor wir sie Ihnen empfehlen.',
  },
] as const;
