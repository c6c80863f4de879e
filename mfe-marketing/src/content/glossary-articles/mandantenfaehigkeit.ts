import type { GlossaryArticle } from '../types';

export const mandantenfaehigkeit = {
  practice:
    'Talentlake ist eine SaaS-Plattform, die über 60 Unternehmen nutzen; jedes sieht ausschließlich seinen eigenen Talentpool, obwohl alle auf derselben Installation arbeiten. Bei der Ticket-Buchungsplattform der Kulturbühnen Oberland legen die Mitarbeitenden der sieben Häuser ihre Veranstaltungen, Kontingente und Preise selbst an, während Abendkasse, Einlass und Online-Verkauf auf einen gemeinsamen Datenbestand zugreifen.',
  references: ['talentlake', 'ticket-buchungsplattform'],
  relevance:
    'Mandantenfähigkeit müssen Sie von Anfang an einplanen, wenn Ihre Software mehreren Kund:innen, Standorten oder Tochtergesellschaften getrennt dienen soll. Nachträglich eingebaut, berührt sie fast jede Datenbankabfrage und jede Berechtigung. Fragen Sie, wie die Trennung technisch umgesetzt und getestet wird und ob ein Mandant seine Daten vollständig exportieren kann, wenn er geht.',
} as const satisfies GlossaryArticle;
