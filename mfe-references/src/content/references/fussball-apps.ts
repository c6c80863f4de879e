import fussballAppsImage from '../../assets/references/fussball-apps.svg';
import { referenceTitles } from '@isarlicht/contracts';
import type { Reference } from '../types';

export const fussballApps = {
  kind: 'case-study',
  slug: 'fussball-apps',
  title: referenceTitles['fussball-apps'],
  shortDescription: 'Liveticker, Vereins- und Trainer-App für den Amateurfußball – aus einer gemeinsamen Codebasis.',
  metaDescription:
    'Drei Apps für den Amateurfußball: Liveticker, Vereins- und Trainer-App für Flankenwerk aus einer Codebasis. Über 1.800 Vereine nutzen mindestens eine.',
  description:
    'Für das Münchner Sport-Startup Flankenwerk haben wir eine App-Familie für den Amateurfußball entwickelt: einen Liveticker für Fans, eine Vereins-App für Mitglieder und eine Trainer-App für Trainingsplanung und Aufstellung. Alle drei Apps teilen sich eine Codebasis und ein gemeinsames Backend.',
  fullDescription: [
    'Im Amateurfußball passiert jedes Wochenende viel – aber kaum etwas davon ist digital sichtbar. Flankenwerk, ein Münchner Sport-Startup, wollte Vereinen, Trainer:innen und Fans Werkzeuge geben, die sonst nur Profiklubs haben.',
    'Statt einer überladenen Alleskönner-App haben wir drei fokussierte Apps entwickelt:',
    {
      list: [
        [
          { strong: 'Liveticker-App' },
          ': Eltern, Spieler:innen oder Vereinsverantwortliche tickern Tore, Karten und Wechsel direkt vom Spielfeldrand, Fans erhalten Push-Nachrichten',
        ],
        [{ strong: 'Vereins-App' }, ' mit Terminen, Neuigkeiten, Mitgliederbereich und Fahrgemeinschaften zu Auswärtsspielen'],
        [{ strong: 'Trainer-App' }, ' mit Übungsbibliothek, Trainingsplänen, Anwesenheit und Aufstellung'],
      ],
    },
    'Technisch setzen alle Apps auf React Native und eine gemeinsame Komponentenbibliothek; ein GraphQL-Backend liefert Spielpläne, Ergebnisse und Vereinsdaten. So lassen sich neue Funktionen einmal bauen und in allen Apps nutzen. Am Wochenende verarbeitet die Plattform Lastspitzen mit mehreren tausend gleichzeitig laufenden Tickern – dafür haben wir das Backend auf automatische Skalierung ausgelegt. Seit 2021 entwickeln wir die Apps gemeinsam mit Flankenwerk weiter, in enger Abstimmung mit Vereinen, die neue Funktionen als Erste testen. Jede Saison beginnt mit einer Auswertung der Nutzung und Gesprächen mit Trainer:innen und Vereinsvorständen; daraus entsteht die Roadmap für die nächste Spielzeit. Zuletzt kamen Spielberichte für Jugendmannschaften und eine Kaderplanung über mehrere Teams hinzu.',
  ],
  image: fussballAppsImage,
  imageAlt: 'Illustration: Fußballfeld von oben mit Ball und Passweg, daneben ein Smartphone mit Liveticker',
  tags: ['Mobile App', 'Plattform'],
  websiteLink: null,
  features: [
    'Liveticker mit Push-Benachrichtigungen',
    'Vereins-App mit Terminen und Mitgliederbereich',
    'Trainer-App mit Übungsbibliothek und Aufstellung',
    'Fahrgemeinschaften für Auswärtsspiele',
    'Gemeinsame Codebasis für alle drei Apps',
  ],
  technologies: ['React Native', 'TypeScript', 'GraphQL', 'Node.js', 'PostgreSQL', 'Firebase Cloud Messaging', 'Kubernetes'],
  challenge:
    'Vereine, Trainer:innen und Fans im Amateurfußball brauchen sehr unterschiedliche Funktionen, haben aber wenig Zeit für komplizierte Software. Am Wochenende entstehen zudem extreme Lastspitzen, wenn tausende Spiele gleichzeitig laufen.',
  solution:
    'Wir haben drei fokussierte Apps auf einer gemeinsamen React-Native-Codebasis und einem skalierbaren GraphQL-Backend entwickelt. Neue Funktionen entstehen einmal und stehen in allen Apps zur Verfügung.',
  results: [
    'Über 1.800 Vereine nutzen mindestens eine der Apps',
    'Mehr als 25.000 getickerte Spiele pro Saison',
    'Stabile Performance auch bei Lastspitzen am Wochenende',
  ],
  timeframe: 'Seit 2021 in kontinuierlicher Weiterentwicklung',
  confidential: false,
} as const satisfies Reference;
