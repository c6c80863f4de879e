export const claims = [
  { figure: '8 Wochen', text: 'bis zum ersten MVP in Nutzerhand' },
  { figure: '3 Tage', text: 'Product-Vision-Bootcamp für Ihr Team' },
  { figure: '20+', text: 'Unternehmen in unseren Workshops' },
  { figure: '24/7', text: 'erreichbar über unseren KI-Assistenten' },
] as const;

export const processSteps = [
  {
    title: '1. Verstehen',
    text: 'Im Product-Vision-Bootcamp klären wir in drei Tagen Persona, Customer Journey und die erste Oberfläche – mit Ihren Fachleuten im Raum.',
  },
  {
    title: '2. Bauen',
    text: 'Ein cross-funktionales Team aus Produkt, Design und Entwicklung liefert in zweiwöchigen Sprints testbare Software statt Foliensätzen.',
  },
  {
    title: '3. Testen',
    text: 'Nach spätestens acht Wochen nutzen echte Anwender:innen das MVP. Wir messen, was funktioniert, und priorisieren neu.',
  },
  {
    title: '4. Übergeben',
    text: 'Dokumentierter Code, automatisierte Tests und eine saubere Deployment-Pipeline: Ihr Team kann übernehmen – oder wir bleiben an Bord.',
  },
] as const;
