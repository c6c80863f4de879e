import { serviceNames } from '@isarlicht/contracts';
import type { ServiceGroup } from '../types';

export const strategyProductGroup = {
  id: 'strategie-und-produkt',
  title: 'Strategie und Produkt',
  intro: 'Bevor Code entsteht: klären, was sich lohnt, Abläufe verstehen und Produkte mit klarer Verantwortung steuern.',
  services: [
    {
      id: 'strategy',
      title: serviceNames['strategy'],
      teaser:
        'Wir klären mit Ihnen, welche digitalen Vorhaben sich lohnen, und übersetzen sie in eine Roadmap mit klaren Prioritäten. Im dreitägigen Product-Vision-Bootcamp erarbeiten wir Persona, User Journey und erste Entwürfe im Design Studio – ein Format, mit dem wir bereits mehr als 20 Unternehmen begleitet haben.',
      metaDescription:
        'Digitalstrategie mit Substanz: dreitägiges Product-Vision-Bootcamp mit Persona, Journey und Design Studio – erprobt mit über 20 Unternehmen.',
    },
    {
      id: 'workflow-finder',
      title: serviceNames['workflow-finder'],
      teaser:
        'Der Workflow-Finder ist unser kompaktes Analyseformat: Wir nehmen Ihre Abläufe auf und zeigen, welche sich mit Automatisierung, No-Code oder KI am stärksten entlasten lassen. Sie erhalten eine priorisierte Liste mit Aufwand und Nutzen je Workflow.',
      metaDescription:
        'Workflow-Finder: Wir analysieren Ihre Abläufe und zeigen, wo Automatisierung, No-Code oder KI am meisten bringt – mit priorisierter Umsetzungsliste.',
    },
    {
      id: 'product-management',
      title: serviceNames['product-management'],
      teaser:
        'Wir stellen Ihnen erfahrene Product Owner zur Seite oder übernehmen das Produktmanagement für Ihr digitales Produkt auf Zeit. Von Product Discovery über Backlog und Roadmap bis zu Kennzahlen – für Unternehmen, die ein Produkt aufbauen, aber intern noch keine Produktrolle besetzt haben.',
      metaDescription:
        'Produktmanagement auf Zeit: erfahrene Product Owner für Discovery, Backlog und Roadmap Ihres digitalen Produkts – bis Ihr eigenes Team steht.',
    },
    {
      id: 'mvp-development',
      title: serviceNames['mvp-development'],
      teaser:
        'In der Regel in acht Wochen von der Idee zum lauffähigen Minimum Viable Product, das echte Nutzer:innen testen können. Für Startups, die Investor:innen überzeugen wollen, und für Unternehmen, die ein neues Geschäftsmodell prüfen, bevor sie groß investieren.',
      metaDescription:
        'MVP-Entwicklung in meist acht Wochen: Wir bringen Ihre Produktidee als testbares Minimum Viable Product zu echten Nutzer:innen – für Startups und Mittelstand.',
    },
    {
      id: 'process-optimization',
      title: serviceNames['process-optimization'],
      teaser:
        'Wir analysieren Ihre Abläufe gemeinsam mit den Menschen, die sie täglich ausführen, und beseitigen Medienbrüche, Wartezeiten und doppelte Eingaben. Das Ergebnis ist ein Zielprozess, den wir anschließend digital umsetzen – kein Foliensatz für die Schublade.',
      metaDescription:
        'Prozessoptimierung mit Umsetzung: Wir beseitigen Medienbrüche, Wartezeiten und doppelte Eingaben und setzen den Zielprozess direkt digital um.',
    },
    {
      id: 'efficiency-optimization',
      title: serviceNames['efficiency-optimization'],
      teaser:
        'Wir finden heraus, wo in Ihren digitalen Systemen Zeit und Geld verloren gehen – langsame Anwendungen, teure Cloud-Ressourcen, manuelle Zwischenschritte – und beheben es gezielt. Für Unternehmen, die aus bestehender Software mehr herausholen wollen, bevor sie neu investieren.',
      metaDescription:
        'Effizienzsteigerung für bestehende Software: langsame Anwendungen, hohe Cloud-Kosten und manuelle Zwischenschritte aufspüren und gezielt beheben.',
    },
  ],
} as const satisfies ServiceGroup;
