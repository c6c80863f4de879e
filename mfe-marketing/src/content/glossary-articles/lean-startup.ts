import type { GlossaryArticle } from '../types';

export const leanStartup = {
  practice:
    'Die Gründerinnen von Pflegewahl mussten mit begrenztem Budget beweisen, dass Kliniken bereit sind, sich aktiv bei Pflegekräften zu bewerben. Statt einer vollständigen Plattform haben wir ein MVP mit Bubble und Xano gebaut und mit sechs Kliniken eine Pilotphase gestartet. Gemessen wurde, was die Annahme bestätigt oder widerlegt: Wie viele Pflegekräfte legen ein Profil an, und wie viele Angebote bekommen sie?',
  references: ['reverse-recruiting'],
  relevance:
    'Lean Startup ist nicht nur etwas für Gründerteams. Auch im Mittelstand lohnt es sich, vor einer großen Investition die riskanteste Annahme zu prüfen: Nutzen die Außendienstler:innen die App wirklich, zahlen Kund:innen für den neuen Service? Legen Sie vorab fest, welches Ergebnis Sie zum Weitermachen bewegt und welches zum Aufhören – sonst wird jedes Experiment im Nachhinein zum Erfolg erklärt.',
} as const satisfies GlossaryArticle;
