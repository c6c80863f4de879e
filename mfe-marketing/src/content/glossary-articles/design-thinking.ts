import type { GlossaryArticle } from '../types';

export const designThinking = {
  practice:
    'Die Gründerinnen von Pflegewahl kamen mit einer klaren Idee: Nicht die Pflegekraft bewirbt sich, sondern die Klinik. Bevor wir eine Zeile Code geschrieben haben, haben wir diese Idee mit Pflegekräften und Personalverantwortlichen aus zwei Kliniken überprüft. Daraus wurde ein fokussierter Ablauf mit anonymem Profil und Kontakt erst nach Zustimmung. Wie wir Design Thinking im Alltag einsetzen, beschreibt unsere Seite zur Arbeitsweise.',
  references: ['reverse-recruiting', 'bootcamp-workshop'],
  relevance:
    'Design Thinking lohnt sich am Anfang eines Vorhabens, wenn das Problem noch nicht klar beschrieben ist oder wenn ein bestehendes Produkt kaum genutzt wird und niemand genau weiß, warum. Es ersetzt keine Entwicklung, verhindert aber, dass Sie ein Budget in die falsche Lösung stecken. Bestehen Sie darauf, dass echte Nutzer:innen beteiligt sind, nicht nur interne Annahmen über sie.',
} as const satisfies GlossaryArticle;
