import smartHomeAppImage from '../../assets/references/smart-home-app.svg';
import { referenceTitles } from '@isarlicht/contracts';
import type { Reference } from '../types';

export const smartHomeApp = {
  kind: 'case-study',
  slug: 'smart-home-app',
  title: referenceTitles['smart-home-app'],
  shortDescription: 'Mieter-App für Heizung, Verbrauch und Schadensmeldungen in rund 4.800 Wohnungen.',
  metaDescription:
    'Mieter-App für WohnWerk Süd: Heizung raumweise steuern, Verbrauch verfolgen, Schäden mit Foto melden. Über 80 % der Schadensmeldungen kommen digital an.',
  description:
    'Für das Wohnungsunternehmen WohnWerk Süd haben wir eine Smart-Home-App entwickelt, mit der Mieter:innen ihre Heizung steuern, ihren Verbrauch verfolgen, Schäden melden und mit der Hausverwaltung kommunizieren – angebunden an die vorhandene Gebäudetechnik.',
  fullDescription: [
    'WohnWerk Süd verwaltet rund 4.800 Wohnungen im Großraum München, ein wachsender Teil davon mit smarten Heizkörperthermostaten und fernablesbaren Verbrauchszählern. Die Daten lagen bisher in drei getrennten Herstellerportalen, die weder Mieter:innen noch Verwaltung sinnvoll nutzen konnten.',
    'Wir haben eine App entwickelt, die Gebäudetechnik und Mieterservice zusammenführt:',
    {
      list: [
        [{ strong: 'Raumweise Heizungssteuerung' }, ' mit Zeitplänen und Abwesenheitsmodus'],
        [{ strong: 'Monatliche Verbrauchsinformation' }, ' für Heizung und Warmwasser, wie sie die Heizkostenverordnung vorschreibt'],
        [{ strong: 'Schadensmeldung mit Foto' }, ', die direkt im Ticketsystem der Hausverwaltung landet'],
        [{ strong: 'Hausnachrichten' }, ' zu Wartungsterminen, Wasserabstellungen oder Treppenhausreinigung'],
      ],
    },
    'Technisch verbindet eine zentrale IoT-Schicht die Geräte verschiedener Hersteller über MQTT, sodass WohnWerk Süd bei künftigen Modernisierungen nicht an einen Anbieter gebunden ist. Wir haben mit einem MVP in zwei Pilotobjekten begonnen. Geplant waren dafür acht Wochen, gebraucht haben wir 14: Die Thermostate der drei Hersteller sprechen unterschiedliche Protokolle, einer bot nur eine Cloud-Schnittstelle mit knappen Abfragelimits, und die Geräte im Bestand hatten zwei Firmware-Stände. Statt für jeden Hersteller eine Abkürzung zu bauen, haben wir zuerst die gemeinsame IoT-Schicht fertiggestellt und jeden Gerätetyp im Pilotobjekt getestet. Danach haben wir das Feedback von 120 Haushalten eingearbeitet und die App anschließend schrittweise auf alle ausgestatteten Bestände ausgerollt. Die Oberfläche ist barrierearm gestaltet und wird auch von vielen älteren Mieter:innen genutzt. Für Haushalte ohne Smartphone bietet WohnWerk Süd dieselben Funktionen in einem Webportal an, das auf derselben Schnittstelle aufsetzt. Verbrauchsdaten werden nur für die eigene Wohnung angezeigt und nach den gesetzlichen Fristen gelöscht.',
  ],
  image: smartHomeAppImage,
  imageAlt: 'Illustration: Haus mit Heizungsthermostat, daneben ein Smartphone mit Verbrauchsbalken',
  tags: ['Mobile App', 'IoT', 'MVP'],
  websiteLink: null,
  features: [
    'Raumweise Heizungssteuerung mit Zeitplänen',
    'Monatliche Verbrauchsinformation nach Heizkostenverordnung',
    'Schadensmeldung mit Foto und Statusverfolgung',
    'Hausnachrichten und Push-Benachrichtigungen',
    'Herstellerunabhängige Geräteanbindung über MQTT',
  ],
  technologies: ['Flutter', 'Dart', 'Node.js', 'MQTT', 'PostgreSQL', 'AWS IoT Core'],
  challenge:
    'Thermostate und Zähler verschiedener Hersteller lieferten Daten in getrennte Portale, die kaum jemand nutzte. Gleichzeitig musste WohnWerk Süd seine Mieter:innen monatlich über den Verbrauch informieren und erhielt Schadensmeldungen weiterhin per Telefon und E-Mail.',
  solution:
    'Wir haben eine herstellerunabhängige IoT-Schicht aufgebaut und darauf eine Mieter-App für iOS und Android entwickelt. Heizungssteuerung, Verbrauchsinformation und Schadensmeldungen laufen in einer App zusammen, die an das Ticketsystem der Hausverwaltung angebunden ist.',
  results: [
    'Ein Jahr nach dem Rollout nutzen rund 70 % der Haushalte in ausgestatteten Objekten die App aktiv (vorher: drei Herstellerportale, die kaum jemand nutzte)',
    'Über 80 % der Schadensmeldungen kommen ein Jahr nach dem Rollout digital mit Foto an (vorher per Telefon und E-Mail)',
    'Gesetzliche Verbrauchsinformation ohne Papierversand',
  ],
  timeframe: 'MVP in 14 statt der geplanten 8 Wochen, danach Rollout auf alle ausgestatteten Bestände in 6 Monaten',
  confidential: false,
} as const satisfies Reference;
