import type { GlossaryArticle } from '../types';

export const designStudio = {
  practice:
    'Der dritte Tag unseres Product-Vision-Bootcamps ist ein Design Studio: Alle Teilnehmenden skizzieren in kurzen Runden eigene Lösungen, wir hängen die Skizzen auf, bewerten sie gemeinsam und bauen aus den stärksten Ideen einen klickbaren Prototyp. Nutzer:innen testen ihn noch am selben Tag. Bei Startklar entstand so der Interessen-Check mit zehn Fragen, der bis heute das Anschreiben ersetzt.',
  references: ['bootcamp-workshop', 'ausbildungs-matching-plattform'],
  relevance:
    'Ein Design Studio hilft, wenn in Ihrem Haus mehrere Vorstellungen vom selben Produkt nebeneinander existieren oder wenn die besten Ideen bisher von denen kommen, die am lautesten sind. Weil alle zuerst allein skizzieren, kommen auch die Stillen zu Wort. Planen Sie dafür Menschen aus Fachbereich, Vertrieb und Technik ein, nicht nur das Management.',
} as const satisfies GlossaryArticle;
