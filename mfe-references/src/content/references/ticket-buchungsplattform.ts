import ticketBuchungsplattformImage from '../../assets/references/ticket-buchungsplattform.svg';
import { referenceTitles } from '@isarlicht/contracts';
import type { Reference } from '../types';

export const ticketBuchungsplattform = {
  kind: 'case-study',
  slug: 'ticket-buchungsplattform',
  title: referenceTitles['ticket-buchungsplattform'],
  shortDescription: 'Gemeinsamer Online-Vorverkauf für sieben kommunale Bühnen – mit Saalplan, Abos und Einlass-App.',
  metaDescription:
    'Ein Online-Vorverkauf für sieben Bühnen im Oberland, mit Saalplan, Abos und Einlass-App: In der ersten Spielzeit wurden über 70 % der Tickets online verkauft.',
  description:
    'Für den Zweckverband Kulturbühnen Oberland haben wir eine Ticket-Buchungsplattform entwickelt, über die sieben kommunale Bühnen und Veranstaltungssäle ihre Tickets online verkaufen – mit interaktivem Saalplan, Abonnements und Anbindung an die Abendkasse.',
  fullDescription: [
    'Die sieben Häuser der Kulturbühnen Oberland verkauften ihre Tickets bisher über einen externen Ticketdienstleister mit hohen Gebühren pro Karte – oder gleich nur an der Abendkasse. Abonnent:innen mussten ihre Plätze jede Spielzeit per Formular verlängern.',
    'Wir haben eine gemeinsame Vorverkaufsplattform entwickelt, die alle Häuser unter einem Dach bündelt:',
    {
      list: [
        [{ strong: 'Interaktiver Saalplan' }, ' mit Platzwahl, Preiskategorien und Plätzen für Rollstuhlnutzende'],
        [{ strong: 'Abonnements und Gutscheine' }, ', inklusive Verlängerung mit Übernahme des Stammplatzes'],
        [{ strong: 'Ermäßigungen' }, ' für Schüler:innen, Studierende und Inhaber:innen der Ehrenamtskarte, geprüft beim Einlass'],
        [{ strong: 'Einlass-App und Abendkasse' }, ', die auf denselben Datenbestand zugreifen'],
      ],
    },
    'Als öffentliche Stelle musste der Zweckverband hohe Anforderungen an Barrierefreiheit und Datenschutz erfüllen: Die Plattform ist nach BITV 2.0 umgesetzt und wird in einem deutschen Rechenzentrum betrieben. Die Zahlungsabwicklung läuft über Stripe. Die Platzreservierung ist auch bei großem Andrang gegen Doppelbuchungen abgesichert – etwa wenn das Programm der neuen Spielzeit freigeschaltet wird und hunderte Menschen gleichzeitig buchen. Jedes Haus ist auf der Plattform ein eigener Anbieter: Seine Mitarbeitenden legen Veranstaltungen, Kontingente und Preise selbst an, ohne auf einen Dienstleister warten zu müssen. Auswertungen zu Auslastung und Vorverkauf stehen jedem Haus tagesaktuell zur Verfügung.',
  ],
  image: ticketBuchungsplattformImage,
  imageAlt: 'Illustration: Bühne mit Vorhang, Saalplan mit ausgewählten Plätzen und eine Eintrittskarte',
  tags: ['Buchung', 'E-Commerce', 'Plattform'],
  websiteLink: null,
  features: [
    'Interaktiver Saalplan mit Platzwahl',
    'Abonnements mit Übernahme des Stammplatzes',
    'Ermäßigungen mit Prüfung beim Einlass',
    'Einlass-App und Abendkasse auf einem Datenbestand',
    'Schutz vor Doppelbuchungen bei hohem Andrang',
  ],
  technologies: ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'Redis', 'Stripe'],
  challenge:
    'Die Bühnen zahlten hohe Gebühren an einen externen Ticketdienstleister oder verkauften nur an der Abendkasse. Abonnements wurden per Papierformular verlängert, und jedes Haus führte einen eigenen Datenbestand.',
  solution:
    'Wir haben eine gemeinsame Vorverkaufsplattform für alle sieben Häuser mit Saalplan, Abonnements und Ermäßigungen entwickelt. Online-Verkauf, Abendkasse und Einlass greifen auf denselben Datenbestand zu, und die Plattform ist nach BITV 2.0 barrierefrei.',
  results: [
    'Online-Anteil am Vorverkauf in der ersten Spielzeit über 70 % (vorher Verkauf über externen Ticketdienstleister und Abendkasse)',
    'Keine Gebühren mehr an externe Ticketdienstleister',
    'Abo-Verlängerung ohne Papierformulare',
  ],
  timeframe: '5 Monate bis zum Start des Vorverkaufs, seit 2023 im Betrieb',
  confidential: false,
} as const satisfies Reference;
