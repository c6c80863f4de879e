import kiekjeImage from '../../assets/references/kiekje.svg';
import { referenceTitles } from '@isarlicht/contracts';
import type { Reference } from '../types';

export const kiekje = {
  kind: 'case-study',
  slug: 'kiekje',
  title: referenceTitles['kiekje'],
  shortDescription: 'Fotos, Tagesberichte und Nachrichten aus der Kita – datenschutzkonform in einer App.',
  metaDescription:
    'Kita-App Kiekje: Tagesberichte, Fotos mit Verpixelung und Nachrichten für Eltern, alle Daten auf Servern in Deutschland. Über 200 Einrichtungen nutzen sie.',
  description:
    'Kiekje gibt Eltern Einblick in den Kita-Alltag: Fachkräfte teilen Fotos, Tagesberichte und Nachrichten, ohne private Messenger zu nutzen. Vom Bootcamp über das MVP in acht Wochen bis zu über 200 Einrichtungen haben wir das Hamburger Startup als Entwicklungspartner begleitet.',
  fullDescription: [
    'Kita-Teams verbringen viel Zeit mit Dokumentation und Elternkommunikation – oft über Zettel an der Pinnwand oder private Messenger, was datenschutzrechtlich heikel ist. Das Gründungsteam von Kiekje, eine Erzieherin und ein Softwareentwickler aus Hamburg, wollten das mit einer einfachen App lösen.',
    'Im Product-Vision-Bootcamp haben wir mit Kita-Leitungen und Eltern die Kernfunktionen priorisiert. Das Ergebnis:',
    {
      list: [
        [{ strong: 'Tagesberichte in unter einer Minute' }, ' – Schlaf, Essen und Aktivitäten per Antippen'],
        [
          { strong: 'Fotos mit Verpixelungsfunktion' },
          ': Die App findet direkt auf dem Gerät, wo im Bild Gesichter sind, und schlägt sie zum Verpixeln vor; wer auf dem Foto ist, erkennt sie nicht, und kein Bild verlässt dafür das Gerät. Die Fachkraft macht Kinder ohne Fotoerlaubnis vor dem Teilen mit einem Tipp unkenntlich',
        ],
        [{ strong: 'Nachrichten und Umfragen' }, ' an einzelne Eltern, Gruppen oder die ganze Einrichtung'],
        [{ strong: 'Abwesenheiten melden' }, ' direkt in der App statt per Anruf am Morgen'],
      ],
    },
    'Das MVP stand nach acht Wochen und ging in drei Hamburger Kitas an den Start; es lief zunächst bei einem Cloud-Anbieter in einer EU-Region. Seitdem begleiten wir Kiekje als Entwicklungspartner: Wir haben ein Verwaltungsportal für Träger ergänzt, das Hosting vollständig auf Server in Deutschland verlagert und die App für mehrere Sprachen geöffnet, damit auch Eltern ohne Deutschkenntnisse alle Informationen verstehen. Neue Funktionen testen wir vor jedem Release mit einer festen Gruppe von Pilot-Kitas.',
  ],
  image: kiekjeImage,
  imageAlt: 'Illustration: Smartphone mit verpixeltem Kita-Foto, daneben Sprechblasen und Bauklötze',
  tags: ['Mobile App', 'MVP', 'KI'],
  websiteLink: null,
  features: [
    'Tagesberichte per Antippen in unter einer Minute',
    'Gesichter im Bild finden und verpixeln, direkt auf dem Gerät',
    'Nachrichten und Umfragen an Eltern und Gruppen',
    'Abwesenheitsmeldung in der App',
    'Verwaltungsportal für Kita-Träger',
    'Mehrsprachige Oberfläche für Eltern',
  ],
  technologies: ['React Native', 'TypeScript', 'Node.js', 'PostgreSQL', 'TensorFlow Lite'],
  challenge:
    'Kitas kommunizieren mit Eltern oft über Aushänge oder private Messenger – aufwendig und datenschutzrechtlich problematisch. Eine Lösung musste so einfach sein, dass Fachkräfte sie nebenbei im Gruppenalltag bedienen können.',
  solution:
    'Wir haben mit Kita-Leitungen und Eltern im Bootcamp die Kernfunktionen priorisiert und das MVP in acht Wochen als App für iOS und Android gebaut. Die App findet Gesichter im Bild, ohne jemanden zu identifizieren, und schützt so Kinder ohne Fotoerlaubnis; seit dem Umzug des Hostings liegen alle Daten auf Servern in Deutschland.',
  results: [
    'Über 200 Einrichtungen nutzen Kiekje',
    'Fachkräfte sparen im Schnitt 20 Minuten Dokumentationszeit pro Tag',
    'Bewertung von 4,7 Sternen in den App-Stores',
  ],
  testimony: {
    quote:
      'Isarlicht hat uns nicht einfach eine App gebaut, sondern uns dazu gebracht, die richtigen Fragen zu stellen. Das Bootcamp hat uns Monate an Umwegen erspart.',
    author: 'Femke Jansen',
    position: 'Mitgründerin und Geschäftsführerin, Kiekje',
  },
  timeframe: 'Bootcamp und MVP in 8 Wochen, seit 2022 in Weiterentwicklung',
  confidential: false,
} as const satisfies Reference;
