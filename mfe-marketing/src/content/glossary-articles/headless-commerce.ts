import type { GlossaryArticle } from '../types';

export const headlessCommerce = {
  practice:
    'Das Headless-Prinzip haben wir beim Relaunch der Markenwebsites eines Automobilherstellers eingesetzt, dort mit einem Headless CMS statt einer Shop-Engine: Inhalte und Modelldaten kommen über Schnittstellen, die Oberfläche baut ein zentrales Frontend aus einer Komponentenbibliothek. Dieselbe Trennung nutzen wir im Commerce, wenn ein Shopsystem Warenkorb und Bestellungen verwaltet, das Einkaufserlebnis aber frei gestaltet werden soll.',
  references: ['automotive-relaunch'],
  relevance:
    'Headless Commerce lohnt sich, wenn Sie über mehrere Kanäle verkaufen oder Ihr Shop mehr sein soll als die Vorlage eines Shopsystems, etwa mit Konfiguratoren oder Inhalten im Mittelpunkt. Der Preis sind zwei Systeme statt einem und ein Frontend, das jemand pflegen muss. Für einen Shop mit wenigen hundert Artikeln und Standardabläufen ist ein klassisches Shopsystem meist wirtschaftlicher.',
} as const satisfies GlossaryArticle;
