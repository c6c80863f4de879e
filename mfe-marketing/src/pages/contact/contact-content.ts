import type { TitledText } from '../../content/types';

export const openingHours = [
  { days: 'Montag bis Freitag', hours: '9:00 bis 18:00 Uhr' },
  { days: 'Samstag, Sonntag und Feiertage', hours: 'geschlossen' },
  { days: 'KI-Assistent', hours: 'rund um die Uhr, 24/7' },
] as const;

export const directions = [
  {
    title: 'Mit S-Bahn und Tram',
    text: 'Alle S-Bahn-Linien der Stammstrecke halten am Isartor, von dort sind es fünf Gehminuten. Die Tram 16 hält ebenfalls am Isartor.',
  },
  { title: 'Mit dem Fahrrad', text: 'Über den Isarradweg erreichen Sie uns bequem; Fahrradbügel stehen direkt vor dem Eingang.' },
  {
    title: 'Mit dem Auto',
    text: 'Rund um das Isartor gibt es öffentliche Parkhäuser. Parkplätze am Gebäude selbst haben wir leider nicht.',
  },
] as const satisfies readonly TitledText[];

export const firstMeetingSteps = [
  {
    title: 'Termin wählen',
    text: 'Sie buchen online einen Termin von 30 Minuten, per Video oder bei uns im Büro – kostenlos und unverbindlich.',
  },
  {
    title: 'Vorhaben schildern',
    text: 'Sie erzählen uns, wo Sie stehen. Wir fragen nach Zielen, Nutzer:innen, Systemen und dem Zeitrahmen.',
  },
  {
    title: 'Nächsten Schritt vereinbaren',
    text: 'Innerhalb eines Werktags erhalten Sie eine kurze Zusammenfassung mit unserem Vorschlag für den Einstieg.',
  },
] as const satisfies readonly TitledText[];
