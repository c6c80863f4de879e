import type { GlossaryArticle } from '../types';

export const userJourney = {
  practice:
    'Im Product-Vision-Bootcamp zeichnen wir am zweiten Tag die Customer Journey heute und morgen nach; beim Nutzertest am dritten Tag folgen wir dann der User Journey durch den klickbaren Prototyp und notieren jede Stelle, an der Testpersonen zögern. Bei Kiekje zeigte sich so, wo Eltern und Fachkräfte im Kita-Alltag Zeit verlieren: bei Zetteln an der Pinnwand, Anrufen am Morgen und Fotos über private Messenger. Genau dort setzen Tagesberichte, Abwesenheitsmeldung und Nachrichten der App an.',
  references: ['bootcamp-workshop', 'kiekje'],
  relevance:
    'Eine User Journey beschreibt den Weg durch ein Produkt, eine Customer Journey den gesamten Weg von Kund:innen mit Ihrem Unternehmen, vom ersten Kontakt bis zum Service nach dem Kauf. Beide lohnen sich, bevor Sie ein bestehendes Produkt überarbeiten oder ein neues planen. Bestehen Sie darauf, dass sie auf Gesprächen und Beobachtungen beruhen und nicht nur auf Workshops im Besprechungsraum.',
} as const satisfies GlossaryArticle;
