import { findById } from './find-by-id';
import type { GlossaryTerm } from './types';

export const glossaryTerms = [
  {
    id: 'api',
    term: 'API (Programmierschnittstelle)',
    definition:
      'Eine API ist eine definierte Schnittstelle, über die Programme miteinander Daten austauschen und Funktionen aufrufen. Sie legt fest, welche Anfragen erlaubt sind und in welchem Format die Antworten zurückkommen. APIs verbinden zum Beispiel einen Onlineshop mit dem ERP oder eine App mit ihrem Backend.',
    metaDescription: 'Was ist eine API? Programmierschnittstellen verbinden Shop und ERP, App und Backend – einfach erklärt im Glossar von Isarlicht Digital aus München.',
    serviceIds: ['api-management', 'enterprise-integration-platform', 'web-applications', 'microservices-architecture'],
  },
  {
    id: 'b2b-marktplatz',
    term: 'B2B-Marktplatz',
    definition:
      'Ein B2B-Marktplatz ist eine Onlineplattform, auf der mehrere Anbieter ihre Produkte oder Leistungen an Geschäftskunden verkaufen. Anders als im Endkundengeschäft gehören kundenspezifische Preise, Freigabeprozesse beim Einkauf und Rechnungskauf zum Standard. Der Betreiber verdient meist über Provisionen oder Gebühren.',
    metaDescription: 'B2B-Marktplatz erklärt: Plattformen, auf denen viele Anbieter an Geschäftskunden verkaufen – mit Kundenpreisen, Freigaben und Rechnungskauf.',
    serviceIds: ['b2b-marketplaces', 'seller-management', 'payment-processing', 'e-commerce-solutions'],
  },
  {
    id: 'backlog',
    term: 'Backlog',
    definition:
      'Das Backlog ist die priorisierte Liste aller Anforderungen, Verbesserungen und Fehlerbehebungen für ein Produkt. Gepflegt wird es laufend von der Person in der Product-Owner-Rolle: Sie sorgt dafür, dass oben immer die Einträge mit dem größten Nutzen stehen. Aus dem Backlog wählt das Team die Arbeit für den nächsten Sprint.',
    metaDescription: 'Was ist ein Backlog? Die priorisierte Liste aller Anforderungen eines Produkts, gepflegt vom Product Owner – kurz und verständlich erklärt.',
    serviceIds: ['product-management', 'mvp-development'],
  },
  {
    id: 'barrierefreiheit',
    term: 'Barrierefreiheit (BFSG/WCAG)',
    definition:
      'Barrierefreiheit bedeutet, dass digitale Angebote auch für Menschen mit Seh-, Hör-, motorischen oder kognitiven Einschränkungen nutzbar sind. Maßstab sind die internationalen Web Content Accessibility Guidelines (WCAG). Seit Juni 2025 verpflichtet das Barrierefreiheitsstärkungsgesetz (BFSG) viele Unternehmen mit Angeboten für Verbraucher:innen, etwa Onlineshops und Banken, zu barrierefreien Websites und Apps.',
    metaDescription: 'Barrierefreiheit nach WCAG und BFSG: Was digitale Angebote erfüllen müssen, damit alle Menschen sie nutzen können – verständlich erklärt.',
    serviceIds: ['responsive-app-design', 'web-applications', 'e-commerce-solutions', 'customer-portals'],
  },
  {
    id: 'business-intelligence',
    term: 'BI (Business Intelligence)',
    definition:
      'Business Intelligence fasst Methoden und Werkzeuge zusammen, mit denen Unternehmen ihre Daten sammeln, auswerten und als Berichte oder Dashboards darstellen. Ziel ist, Entscheidungen auf verlässliche Kennzahlen statt auf Bauchgefühl zu stützen. Verbreitete Werkzeuge sind Power BI, Tableau oder Metabase.',
    metaDescription: 'Business Intelligence (BI) erklärt: Methoden und Werkzeuge, mit denen Unternehmen Daten auswerten und Entscheidungen auf Kennzahlen stützen.',
    serviceIds: ['business-intelligence', 'data-visualization', 'customizable-dashboards', 'etl-data-processing'],
  },
  {
    id: 'ci-cd',
    term: 'CI/CD (Continuous Integration und Delivery)',
    definition:
      'CI/CD steht für Continuous Integration und Continuous Delivery. Jede Codeänderung wird automatisch gebaut, getestet und in eine Testumgebung ausgeliefert; der Schritt in die Produktion ist jederzeit per Knopfdruck oder automatisch möglich. So gelangen Verbesserungen schnell und mit geringem Risiko zu den Nutzer:innen.',
    metaDescription: 'CI/CD einfach erklärt: Wie Continuous Integration und Continuous Delivery jede Codeänderung automatisch bauen, testen und ausliefern.',
    serviceIds: ['web-applications', 'microservices-architecture', 'mvp-development'],
  },
  {
    id: 'cloud-native',
    term: 'Cloud-native',
    definition:
      'Cloud-native Anwendungen sind von Anfang an für den Betrieb in der Cloud gebaut: in Containern verpackt, automatisch skalierbar und über Pipelines ausgeliefert. Fällt eine Instanz aus, übernimmt eine andere, ohne dass Nutzer:innen etwas bemerken. Das senkt den Betriebsaufwand und erlaubt häufige Auslieferungen mit geringem Risiko.',
    metaDescription: 'Cloud-native erklärt: Anwendungen in Containern, automatisch skalierbar und über Pipelines ausgeliefert – was das für Betrieb und Kosten heißt.',
    serviceIds: ['microservices-architecture', 'web-applications', 'efficiency-optimization'],
  },
  {
    id: 'crm',
    term: 'CRM (Customer-Relationship-Management)',
    definition:
      'Ein CRM-System verwaltet alle Informationen zu Kund:innen und Interessent:innen: Kontakte, Gespräche, Angebote und Verkaufschancen. Vertrieb, Marketing und Service arbeiten so mit demselben Datenstand. Bekannte Systeme sind Salesforce, HubSpot oder Microsoft Dynamics 365.',
    metaDescription: 'Was ist ein CRM? Customer-Relationship-Management bündelt Kontakte, Angebote und Verkaufschancen für Vertrieb, Marketing und Service.',
    serviceIds: ['marketing-automation', 'customer-portals', 'customer-partner-portals', 'enterprise-integration-platform'],
  },
  {
    id: 'dashboard',
    term: 'Dashboard',
    definition:
      'Ein Dashboard zeigt die wichtigsten Kennzahlen und Zustände auf einer Bildschirmseite, meist als Diagramme, Ampeln und Tabellen. Gute Dashboards beantworten eine klare Frage, etwa „Wie steht der Auftragseingang heute?“, und führen bei Bedarf per Klick in die Details.',
    metaDescription: 'Was macht ein gutes Dashboard aus? Kennzahlen auf einen Blick, eine klare Leitfrage und der Weg in die Details – kurz erklärt im Glossar.',
    serviceIds: ['web-portals-dashboards', 'customizable-dashboards', 'data-visualization', 'business-intelligence'],
  },
  {
    id: 'data-warehouse',
    term: 'Data Warehouse',
    definition:
      'Ein Data Warehouse ist eine zentrale Datenbank, in der Daten aus ERP, CRM, Shop und weiteren Quellen bereinigt und einheitlich für Auswertungen abgelegt werden. Es trennt Analysen vom laufenden Betrieb der Quellsysteme und bewahrt auch historische Stände auf. Moderne Varianten laufen in der Cloud, etwa Snowflake oder Google BigQuery.',
    metaDescription: 'Data Warehouse erklärt: die zentrale Datenbank, in der Daten aus ERP, CRM und Shop bereinigt für Auswertungen und Berichte zusammenlaufen.',
    serviceIds: ['business-intelligence', 'etl-data-processing', 'data-visualization'],
  },
  {
    id: 'design-studio',
    term: 'Design Studio',
    definition:
      'Das Design Studio ist eine Workshop-Methode, bei der alle Teilnehmenden in kurzen Runden eigene Lösungsskizzen zeichnen, vorstellen und gemeinsam weiterentwickeln. So fließen die Ideen von Fachbereich, Design und Entwicklung gleichberechtigt ein. In unserem dreitägigen Product-Vision-Bootcamp folgt es auf Persona und Customer Journey.',
    metaDescription: 'Design Studio erklärt: die Workshop-Methode, in der alle Beteiligten Lösungen skizzieren – fester Teil unseres dreitägigen Product-Vision-Bootcamps.',
    serviceIds: ['strategy', 'mvp-development', 'responsive-app-design'],
  },
  {
    id: 'design-system',
    term: 'Design System',
    definition:
      'Ein Design System ist eine Sammlung wiederverwendbarer Oberflächenbausteine wie Schaltflächen, Formulare und Tabellen, zusammen mit Regeln für Farben, Typografie und Abstände. Design und Entwicklung arbeiten damit aus einer gemeinsamen Quelle, sodass neue Seiten schneller und einheitlicher entstehen. Auch Barrierefreiheit lässt sich so einmal zentral sicherstellen.',
    metaDescription: 'Was ist ein Design System? Wiederverwendbare Oberflächenbausteine und Regeln, mit denen Design und Entwicklung aus einer Quelle arbeiten.',
    serviceIds: ['responsive-app-design', 'web-applications', 'web-portals-dashboards'],
  },
  {
    id: 'design-thinking',
    term: 'Design Thinking',
    definition:
      'Design Thinking ist ein Vorgehen zur Lösungsfindung, das konsequent bei den Bedürfnissen der Nutzer:innen ansetzt. Es wechselt zwischen Verstehen, Ideenfindung, Prototypenbau und Testen. Das Ergebnis sind Konzepte, die früh mit echten Menschen überprüft wurden.',
    metaDescription: 'Design Thinking erklärt: ein Vorgehen, das bei den Bedürfnissen der Nutzer:innen beginnt und Ideen früh mit Prototypen an echten Menschen prüft.',
    serviceIds: ['strategy', 'mvp-development', 'product-management'],
    practicePage: 'design-thinking',
  },
  {
    id: 'devops',
    term: 'DevOps',
    definition:
      'DevOps verbindet Softwareentwicklung (Development) und Betrieb (Operations) zu einer gemeinsamen Verantwortung. Das Team, das eine Anwendung baut, sorgt auch dafür, dass sie zuverlässig läuft – unterstützt durch Automatisierung, Monitoring und Infrastructure as Code. Das verkürzt die Zeit von der Idee bis zum Go-live deutlich.',
    metaDescription: 'DevOps erklärt: Entwicklung und Betrieb in gemeinsamer Verantwortung, mit Automatisierung, Monitoring und Infrastructure as Code.',
    serviceIds: ['microservices-architecture', 'web-applications', 'process-monitoring', 'efficiency-optimization'],
  },
  {
    id: 'dsgvo',
    term: 'DSGVO (Datenschutz-Grundverordnung)',
    definition:
      'Die Datenschutz-Grundverordnung regelt EU-weit, wie personenbezogene Daten erhoben, verarbeitet und gespeichert werden dürfen. Für digitale Produkte heißt das unter anderem: eine Rechtsgrundlage für jede Verarbeitung, Datensparsamkeit, Verträge zur Auftragsverarbeitung mit Dienstleistern und ein Löschkonzept. Beim Einsatz von KI kommt hinzu, wo Modelle betrieben und Daten verarbeitet werden.',
    metaDescription: 'Die DSGVO für digitale Produkte: Rechtsgrundlagen, Datensparsamkeit, Auftragsverarbeitung und Löschkonzepte – auch beim Einsatz von KI.',
    serviceIds: ['ai-development', 'marketing-automation', 'customer-portals', 'document-management'],
  },
  {
    id: 'echtzeitdaten',
    term: 'Echtzeitdaten (Streaming)',
    definition:
      'Bei Echtzeitdaten werden Ereignisse wie Sensorwerte, Fahrzeugpositionen oder Bestellungen verarbeitet, sobald sie entstehen, statt einmal pro Nacht gesammelt. Technisch geschieht das über Event-Streaming-Plattformen wie Apache Kafka. So lassen sich Alarme, Live-Dashboards und automatische Reaktionen innerhalb von Sekunden umsetzen.',
    metaDescription: 'Echtzeitdaten und Streaming erklärt: Sensorwerte, Positionen und Bestellungen verarbeiten, sobald sie entstehen – etwa mit Apache Kafka.',
    serviceIds: ['realtime-data-solutions', 'process-monitoring', 'inventory-management', 'customizable-dashboards'],
  },
  {
    id: 'erp',
    term: 'ERP (Enterprise Resource Planning)',
    definition:
      'Ein ERP-System ist die zentrale Software für Einkauf, Lager, Produktion, Vertrieb und Buchhaltung eines Unternehmens. Bekannte Beispiele sind SAP S/4HANA, Microsoft Dynamics 365 Business Central oder proALPHA. Viele digitale Projekte drehen sich darum, das ERP sauber mit Shops, Portalen und Apps zu verbinden.',
    metaDescription: 'Was ist ein ERP-System? Die zentrale Software für Einkauf, Lager, Produktion, Vertrieb und Buchhaltung – und warum Integrationen daran hängen.',
    serviceIds: ['enterprise-integration-platform', 'inventory-management', 'resource-planning', 'supplier-portals'],
  },
  {
    id: 'etl',
    term: 'ETL (Extract, Transform, Load)',
    definition:
      'Bei ETL werden Daten aus Quellsystemen gelesen, bereinigt und vereinheitlicht und anschließend in ein Zielsystem wie ein Data Warehouse geladen. Solche Datenstrecken laufen automatisch und zeitgesteuert. Bei der Variante ELT findet die Umwandlung erst im Zielsystem statt.',
    metaDescription: 'ETL erklärt: Daten aus Quellsystemen lesen, bereinigen, vereinheitlichen und in ein Data Warehouse laden – und worin sich ELT davon unterscheidet.',
    serviceIds: ['etl-data-processing', 'business-intelligence', 'enterprise-integration-platform'],
  },
  {
    id: 'graphql',
    term: 'GraphQL',
    definition:
      'GraphQL ist eine Abfragesprache für APIs, bei der die abfragende Anwendung genau die Felder anfordert, die sie braucht – nicht mehr und nicht weniger. Mehrere Datenquellen lassen sich hinter einer einzigen Schnittstelle zusammenführen. Das eignet sich besonders für Frontends mit vielen unterschiedlichen Ansichten.',
    metaDescription: 'GraphQL erklärt: die Abfragesprache für APIs, bei der Anwendungen genau die Felder anfordern, die sie brauchen – ideal für vielseitige Frontends.',
    serviceIds: ['api-management', 'web-applications', 'microservices-architecture'],
  },
  {
    id: 'headless-commerce',
    term: 'Headless Commerce',
    definition:
      'Beim Headless Commerce sind das Shop-Backend mit Produkten, Warenkorb und Bestellungen und das sichtbare Frontend getrennt und nur über APIs verbunden. Dadurch lassen sich Website, App, Kassensystem oder Marktplatz aus derselben Commerce-Logik bedienen. Das Frontend kann unabhängig vom Shopsystem gestaltet und weiterentwickelt werden.',
    metaDescription: 'Headless Commerce erklärt: Shop-Backend und Frontend getrennt und über APIs verbunden, damit Website, App und Marktplatz dieselbe Logik nutzen.',
    serviceIds: ['e-commerce-solutions', 'b2b-marketplaces', 'api-management'],
  },
  {
    id: 'ipaas',
    term: 'iPaaS (Integration Platform as a Service)',
    definition:
      'Eine iPaaS ist eine Cloud-Plattform, mit der sich Anwendungen und Datenquellen über vorgefertigte Konnektoren verbinden lassen. Datenflüsse werden meist visuell modelliert, zentral überwacht und verwaltet. Beispiele sind Boomi, MuleSoft oder Make.',
    metaDescription: 'iPaaS erklärt: Cloud-Plattformen, die Anwendungen über fertige Konnektoren verbinden und Datenflüsse zentral modellieren und überwachen.',
    serviceIds: ['enterprise-integration-platform', 'low-code-automation', 'automation-solutions'],
  },
  {
    id: 'kanban',
    term: 'Kanban',
    definition:
      'Kanban ist eine Methode zur Steuerung von Arbeit, bei der alle Aufgaben auf einem Board in Spalten wie „Offen“, „In Arbeit“ und „Erledigt“ sichtbar sind. Die Zahl der gleichzeitig bearbeiteten Aufgaben wird bewusst begrenzt, damit Arbeit schneller fertig wird. Kanban eignet sich besonders für laufende Aufgaben wie Betrieb und Support.',
    metaDescription: 'Kanban erklärt: Aufgaben sichtbar auf einem Board, begrenzte parallele Arbeit und kurze Durchlaufzeiten – ideal für Betrieb und Support.',
    serviceIds: ['product-management', 'process-optimization', 'collaboration-tools'],
    practicePage: 'kanban-method',
  },
  {
    id: 'ki-agent',
    term: 'KI-Agent',
    definition:
      'Ein KI-Agent ist ein Programm auf Basis eines Sprachmodells, das Aufgaben eigenständig in mehreren Schritten erledigt. Er nutzt Werkzeuge, fragt etwa Daten im CRM ab, entwirft E-Mails oder legt Tickets an, und entscheidet anhand der Zwischenergebnisse über den nächsten Schritt. Für kritische Aktionen wird festgelegt, wann ein Mensch freigeben muss.',
    metaDescription: 'Was ist ein KI-Agent? Ein Programm auf Basis eines Sprachmodells, das Aufgaben in mehreren Schritten erledigt und dabei Werkzeuge nutzt.',
    serviceIds: ['ai-development', 'automation-solutions', 'workflow-finder'],
  },
  {
    id: 'kubernetes',
    term: 'Kubernetes',
    definition:
      'Kubernetes ist eine Open-Source-Plattform, die Anwendungen in Containern automatisch verteilt, startet, skaliert und nach Ausfällen neu startet. Sie ist der De-facto-Standard für den Betrieb von Microservices. Alle großen Cloud-Anbieter stellen Kubernetes als verwalteten Dienst bereit.',
    metaDescription: 'Kubernetes erklärt: die Open-Source-Plattform, die Container automatisch verteilt, skaliert und nach Ausfällen neu startet – Standard für Microservices.',
    serviceIds: ['microservices-architecture', 'efficiency-optimization'],
  },
  {
    id: 'lean-startup',
    term: 'Lean Startup',
    definition:
      'Lean Startup ist ein Ansatz zur Entwicklung neuer Produkte und Geschäftsmodelle, der auf schnellen Lernzyklen beruht: bauen, messen, lernen. Statt lange im Verborgenen zu entwickeln, werden Annahmen früh mit einem MVP an echten Kund:innen getestet. Das Vorgehen funktioniert auch in etablierten Unternehmen.',
    metaDescription: 'Lean Startup erklärt: bauen, messen, lernen – Annahmen früh mit einem MVP an echten Kund:innen testen, auch in etablierten Unternehmen.',
    serviceIds: ['mvp-development', 'strategy', 'product-management'],
  },
  {
    id: 'llm',
    term: 'LLM (Large Language Model)',
    definition:
      'Ein Large Language Model ist ein KI-Modell, das mit sehr großen Textmengen trainiert wurde und Sprache verstehen und erzeugen kann. Bekannte Beispiele sind GPT, Claude, Llama oder Mistral. In Unternehmensanwendungen werden LLMs meist mit eigenen Daten, Anweisungen und Werkzeugen kombiniert, damit sie verlässlich zum Einsatzzweck passen.',
    metaDescription: 'Was ist ein Large Language Model? KI-Modelle wie GPT, Claude oder Mistral verstehen und erzeugen Sprache – und brauchen eigene Daten und Regeln.',
    serviceIds: ['ai-development', 'document-management', 'automation-solutions'],
  },
  {
    id: 'low-code',
    term: 'Low-Code',
    definition:
      'Low-Code-Plattformen ermöglichen es, Anwendungen und Workflows überwiegend visuell zusammenzustellen und nur an ausgewählten Stellen zu programmieren. Das verkürzt die Entwicklungszeit und erlaubt trotzdem individuelle Logik und Integrationen. Beispiele sind Microsoft Power Apps, OutSystems oder n8n.',
    metaDescription: 'Low-Code erklärt: Anwendungen und Workflows überwiegend visuell bauen und nur an ausgewählten Stellen programmieren – etwa mit Power Apps oder n8n.',
    serviceIds: ['low-code-automation', 'internal-business-applications', 'automation-solutions'],
  },
  {
    id: 'machine-learning',
    term: 'Machine Learning',
    definition:
      'Machine Learning ist ein Teilgebiet der künstlichen Intelligenz, bei dem Software Muster aus Daten lernt, statt dass jede Regel von Hand programmiert wird. Typische Anwendungen sind Absatz- und Ausfallprognosen, die Klassifizierung von Dokumenten und Betrugserkennung. Die Qualität hängt stark von Menge und Güte der Trainingsdaten ab.',
    metaDescription: 'Machine Learning erklärt: Software lernt Muster aus Daten, etwa für Absatzprognosen oder Dokumentenerkennung, statt jede Regel fest zu kodieren.',
    serviceIds: ['ai-development', 'inventory-management', 'document-management', 'business-intelligence'],
  },
  {
    id: 'mandantenfaehigkeit',
    term: 'Mandantenfähigkeit',
    definition:
      'Eine mandantenfähige Software bedient mehrere Kundenunternehmen, Organisationen oder Standorte aus einer Installation, wobei die Daten jedes Mandanten streng getrennt bleiben. Jeder Mandant kann eigene Einstellungen, Benutzerkonten und Rechte haben. Das ist die Grundlage für SaaS-Produkte und viele Portale.',
    metaDescription: 'Mandantenfähigkeit erklärt: eine Installation für viele Firmen oder Standorte, mit strikt getrennten Daten – Grundlage für SaaS und Portale.',
    serviceIds: ['role-based-access-control', 'customer-partner-portals', 'b2b-marketplaces'],
  },
  {
    id: 'microservices',
    term: 'Microservices',
    definition:
      'Bei einer Microservices-Architektur besteht eine Anwendung aus vielen kleinen, eigenständigen Diensten, die jeweils eine fachliche Aufgabe erfüllen und über APIs kommunizieren. Jeder Dienst kann unabhängig entwickelt, ausgeliefert und skaliert werden. Dem Gewinn an Flexibilität steht ein höherer Aufwand für Betrieb und Überwachung gegenüber.',
    metaDescription: 'Microservices erklärt: Anwendungen aus kleinen, eigenständigen Diensten, die unabhängig entwickelt, ausgeliefert und skaliert werden.',
    serviceIds: ['microservices-architecture', 'api-management', 'enterprise-integration-platform'],
  },
  {
    id: 'mvp',
    term: 'MVP (Minimum Viable Product)',
    definition:
      'Ein Minimum Viable Product ist die kleinste Version eines Produkts, mit der sich die wichtigste Annahme an echten Nutzer:innen überprüfen lässt. Es ist kein halbfertiger Prototyp, sondern ein funktionierendes Produkt mit bewusst begrenztem Umfang. Bei uns steht ein MVP in der Regel nach acht Wochen.',
    metaDescription: 'Was ist ein MVP? Das Minimum Viable Product prüft die wichtigste Annahme an echten Nutzer:innen – bei uns in der Regel nach acht Wochen.',
    serviceIds: ['mvp-development', 'product-management', 'strategy'],
  },
  {
    id: 'no-code',
    term: 'No-Code',
    definition:
      'No-Code-Plattformen erlauben es, Anwendungen, Datenbanken und Automatisierungen vollständig über grafische Oberflächen zu erstellen, ganz ohne Programmierung. Damit können auch Fachabteilungen eigene Werkzeuge bauen und pflegen. Beispiele sind Airtable, Bubble oder Zapier.',
    metaDescription: 'No-Code erklärt: Anwendungen, Datenbanken und Automatisierungen ohne Programmierung bauen – mit Werkzeugen wie Airtable, Bubble oder Zapier.',
    serviceIds: ['no-code-development', 'workflow-finder', 'internal-business-applications'],
  },
  {
    id: 'oauth-sso',
    term: 'OAuth 2.0 und Single Sign-on (SSO)',
    definition:
      'OAuth 2.0 ist ein offener Standard, mit dem Anwendungen im Auftrag einer Person auf geschützte Daten zugreifen, ohne deren Passwort zu kennen. Zusammen mit OpenID Connect bildet er die Grundlage für Single Sign-on: Nutzer:innen melden sich einmal an, etwa mit ihrem Microsoft-Konto, und erhalten Zugang zu allen verbundenen Anwendungen.',
    metaDescription: 'OAuth 2.0 und Single Sign-on erklärt: sicherer Zugriff ohne Passwortweitergabe und eine Anmeldung für alle verbundenen Anwendungen.',
    serviceIds: ['role-based-access-control', 'api-management', 'customer-partner-portals', 'web-portals-dashboards'],
  },
  {
    id: 'payment-service-provider',
    term: 'Payment Service Provider (PSP)',
    definition:
      'Ein Payment Service Provider wickelt für Onlinehändler und Plattformen Zahlungen ab und bündelt Kreditkarte, PayPal, Lastschrift, Apple Pay und weitere Zahlarten hinter einer Schnittstelle. Er übernimmt Sicherheitsanforderungen wie PCI DSS und die starke Kundenauthentifizierung nach PSD2. Bekannte Anbieter sind Stripe, Adyen und Mollie.',
    metaDescription: 'Payment Service Provider erklärt: Dienstleister wie Stripe, Adyen oder Mollie bündeln Zahlarten und übernehmen PCI DSS und PSD2-Anforderungen.',
    serviceIds: ['payment-processing', 'e-commerce-solutions', 'b2b-marketplaces'],
  },
  {
    id: 'persona',
    term: 'Persona',
    definition:
      'Eine Persona ist die realistische Beschreibung einer typischen Person aus der Zielgruppe, mit Aufgaben, Zielen, Frustrationen und Arbeitsumfeld. Personas entstehen aus Interviews und Beobachtungen, nicht aus Annahmen am Schreibtisch. Sie helfen dem Team, Entscheidungen aus Sicht der Nutzer:innen zu treffen.',
    metaDescription: 'Was ist eine Persona? Die realistische Beschreibung einer typischen Nutzerin aus Interviews und Beobachtung – Grundlage guter Produktentscheidungen.',
    serviceIds: ['strategy', 'mvp-development', 'responsive-app-design'],
  },
  {
    id: 'pim',
    term: 'PIM (Product Information Management)',
    definition:
      'Ein PIM-System verwaltet alle Produktinformationen zentral: Beschreibungen, technische Daten, Bilder und Übersetzungen. Von dort werden Onlineshop, Marktplätze, Kataloge und Händler mit einheitlichen Daten versorgt. Bekannte Systeme sind Akeneo und Pimcore.',
    metaDescription: 'PIM erklärt: Product Information Management verwaltet Beschreibungen, technische Daten, Bilder und Übersetzungen zentral für alle Kanäle.',
    serviceIds: ['e-commerce-solutions', 'b2b-marketplaces', 'seller-management'],
  },
  {
    id: 'product-discovery',
    term: 'Product Discovery',
    definition:
      'Product Discovery ist die Phase, in der ein Team herausfindet, welches Problem es lösen sollte und welche Lösung Nutzer:innen tatsächlich annehmen. Dazu gehören Interviews, Datenanalyse, Prototypen und schnelle Tests. Nur was diese Phase besteht, wird mit vollem Aufwand entwickelt.',
    metaDescription: 'Product Discovery erklärt: herausfinden, welches Problem ein Produkt lösen sollte und welche Lösung Nutzer:innen annehmen, bevor gebaut wird.',
    serviceIds: ['product-management', 'strategy', 'mvp-development'],
  },
  {
    id: 'progressive-web-app',
    term: 'Progressive Web App (PWA)',
    definition:
      'Eine Progressive Web App ist eine Webanwendung, die sich wie eine installierte App verhält: Sie lässt sich auf dem Startbildschirm ablegen, funktioniert teilweise offline und kann Push-Benachrichtigungen senden. Ausgeliefert wird sie über den Browser, ein Umweg über App-Stores ist nicht nötig. Für viele Geschäftsanwendungen ist sie eine günstige Alternative zu nativen Apps.',
    metaDescription: 'Progressive Web App erklärt: Webanwendungen, die sich installieren lassen, offline funktionieren und Push-Nachrichten senden – ohne App-Store.',
    serviceIds: ['web-applications', 'responsive-app-design', 'internal-business-applications'],
  },
  {
    id: 'prompt-engineering',
    term: 'Prompt Engineering',
    definition:
      'Prompt Engineering bezeichnet das gezielte Formulieren von Anweisungen, Beispielen und Kontext für ein Sprachmodell, damit es verlässliche und passende Antworten liefert. Dazu gehört auch, Ergebnisse systematisch zu testen und Prompts wie Code zu versionieren. Gute Prompts senken Fehlerquoten und Betriebskosten.',
    metaDescription: 'Prompt Engineering erklärt: Anweisungen, Beispiele und Kontext für Sprachmodelle gezielt formulieren, systematisch testen und versionieren.',
    serviceIds: ['ai-development', 'automation-solutions'],
  },
  {
    id: 'rag',
    term: 'RAG (Retrieval-Augmented Generation)',
    definition:
      'RAG kombiniert ein Sprachmodell mit einer Suche in Ihren eigenen Dokumenten und Daten. Vor jeder Antwort werden die passenden Textstellen herausgesucht und dem Modell mitgegeben, sodass es auf Basis aktueller, unternehmensinterner Informationen antwortet und seine Quellen nennen kann. Das Modell selbst muss dafür nicht neu trainiert werden.',
    metaDescription: 'RAG erklärt: Retrieval-Augmented Generation verbindet ein Sprachmodell mit der Suche in Ihren Dokumenten, damit Antworten aktuell und belegt sind.',
    serviceIds: ['ai-development', 'document-management', 'customer-portals'],
  },
  {
    id: 'rbac',
    term: 'RBAC (rollenbasierte Zugriffskontrolle)',
    definition:
      'Bei der rollenbasierten Zugriffskontrolle (Role-Based Access Control) werden Rechte nicht einzelnen Personen, sondern Rollen wie „Einkauf“, „Teamleitung“ oder „Partner“ zugeordnet. Nutzer:innen erhalten eine oder mehrere Rollen und damit genau die Rechte, die sie für ihre Aufgaben brauchen. Das macht Berechtigungen übersichtlich und leicht prüfbar.',
    metaDescription: 'RBAC erklärt: Bei der rollenbasierten Zugriffskontrolle hängen Rechte an Rollen statt an Personen – übersichtlich, sicher und leicht prüfbar.',
    serviceIds: ['role-based-access-control', 'customer-partner-portals', 'internal-business-applications', 'partner-portals'],
  },
  {
    id: 'responsive-design',
    term: 'Responsive Design',
    definition:
      'Responsive Design sorgt dafür, dass sich Layout und Bedienung einer Website oder App automatisch an die Bildschirmgröße anpassen. Inhalte werden auf dem Smartphone anders angeordnet als auf dem Desktop, ohne dass eine eigene mobile Version nötig ist. Für jede Weboberfläche ist das heute Standard.',
    metaDescription: 'Responsive Design erklärt: Layout und Bedienung passen sich automatisch an Smartphone, Tablet und Desktop an – ohne eigene Mobilversion.',
    serviceIds: ['responsive-app-design', 'web-applications', 'e-commerce-solutions'],
  },
  {
    id: 'rest',
    term: 'REST',
    definition:
      'REST ist ein verbreiteter Architekturstil für Web-APIs, bei dem Ressourcen wie Kundenkonten oder Bestellungen über eindeutige Adressen angesprochen und mit HTTP-Methoden wie GET, POST oder DELETE gelesen und verändert werden. REST-Schnittstellen sind leicht zu verstehen und werden von nahezu jeder Programmiersprache unterstützt. Dokumentiert werden sie meist im OpenAPI-Format.',
    metaDescription: 'REST erklärt: der verbreitete Architekturstil für Web-APIs mit eindeutigen Adressen und HTTP-Methoden, meist dokumentiert im OpenAPI-Format.',
    serviceIds: ['api-management', 'enterprise-integration-platform', 'microservices-architecture'],
  },
  {
    id: 'revisionssicherheit',
    term: 'Revisionssicherheit',
    definition:
      'Revisionssicher archiviert sind Dokumente, wenn sie vollständig, unveränderbar, jederzeit auffindbar und nachvollziehbar gespeichert werden. In Deutschland ergeben sich diese Anforderungen unter anderem aus den GoBD für steuerlich relevante Unterlagen wie Rechnungen. Ein Dokumentenmanagementsystem protokolliert dazu jeden Zugriff und jede Änderung.',
    metaDescription: 'Revisionssicherheit erklärt: Dokumente vollständig, unveränderbar und nachvollziehbar archivieren – wie es die GoBD für Rechnungen verlangen.',
    serviceIds: ['document-management', 'role-based-access-control'],
  },
  {
    id: 'scrum',
    term: 'Scrum',
    definition:
      'Scrum ist ein Rahmenwerk für agile Produktentwicklung, in dem ein Team in festen Zeitabschnitten, den Sprints, jeweils ein nutzbares Produktinkrement liefert. Es definiert drei Verantwortlichkeiten – Product Owner, Scrum Master und die Developers, also die Entwickler:innen des Teams – sowie feste Termine wie Sprint Planning, Daily, Review und Retrospektive.',
    metaDescription: 'Scrum erklärt: das Rahmenwerk für agile Produktentwicklung mit Sprints, Product Owner, Scrum Master und festen Terminen wie Review und Retro.',
    serviceIds: ['mvp-development', 'product-management', 'web-applications'],
    practicePage: 'scrum-method',
  },
  {
    id: 'single-page-application',
    term: 'Single Page Application (SPA)',
    definition:
      'Eine Single Page Application wird einmal beim Aufruf geladen und tauscht danach nur noch die Inhalte aus, die sich ändern, statt für jeden Klick eine neue Seite vom Server zu holen. Das ergibt eine flüssige, app-ähnliche Bedienung. Typische Frameworks sind React, Angular und Vue.',
    metaDescription: 'Single Page Application erklärt: Webanwendungen, die einmal laden und danach nur geänderte Inhalte austauschen – für flüssige Bedienung.',
    serviceIds: ['web-applications', 'web-portals-dashboards', 'customizable-dashboards'],
  },
  {
    id: 'sprachassistent',
    term: 'Sprachassistent (Voicebot)',
    definition:
      'Ein KI-Sprachassistent nimmt Anrufe entgegen, versteht gesprochene Anliegen und antwortet in natürlicher Sprache. Er beantwortet Standardfragen, nimmt Termine oder Schadenmeldungen auf und leitet komplexe Fälle mit einer Zusammenfassung an Mitarbeitende weiter. Anders als eine klassische Hotline ist er rund um die Uhr erreichbar.',
    metaDescription: 'KI-Sprachassistent erklärt: Voicebots nehmen Anrufe an, verstehen Anliegen, beantworten Standardfragen und sind rund um die Uhr erreichbar.',
    serviceIds: ['ai-development', 'customer-portals', 'automation-solutions'],
  },
  {
    id: 'sprint',
    term: 'Sprint',
    definition:
      'Ein Sprint ist in Scrum ein fester Zeitraum von meist zwei Wochen, in dem das Team ein vorher geplantes Ziel umsetzt. Am Ende steht ein nutzbares Ergebnis, das im Sprint Review mit der Auftraggeberseite und mit Nutzer:innen besprochen wird. Danach beginnt direkt der nächste Sprint.',
    metaDescription: 'Was ist ein Sprint? Ein fester Zeitraum von meist zwei Wochen, in dem ein Scrum-Team ein nutzbares Ergebnis liefert und im Review vorstellt.',
    serviceIds: ['mvp-development', 'product-management'],
  },
  {
    id: 'user-journey',
    term: 'User Journey',
    definition:
      'Eine User Journey beschreibt Schritt für Schritt, wie eine Person mit einem Produkt ein Ziel erreicht – etwa von der Suche im Shop bis zur bestätigten Bestellung – und was sie dabei denkt, fühlt und erlebt. Sichtbar werden so Brüche, Wartezeiten und unnötige Hürden. Sie ist die Grundlage, um Produkte und Prozesse gezielt zu verbessern.',
    metaDescription: 'User Journey erklärt: Schritt für Schritt nachvollziehen, wie Menschen ein Ziel erreichen, und Brüche, Wartezeiten und Hürden sichtbar machen.',
    serviceIds: ['strategy', 'responsive-app-design', 'customer-portals', 'e-commerce-solutions'],
  },
  {
    id: 'webhook',
    term: 'Webhook',
    definition:
      'Ein Webhook ist eine automatische Benachrichtigung, die ein System an eine festgelegte Adresse schickt, sobald ein bestimmtes Ereignis eintritt – etwa „Zahlung eingegangen“ oder „Formular abgeschickt“. Das empfangende System kann sofort reagieren, statt regelmäßig nachzufragen. Webhooks sind ein einfacher Baustein für Integrationen und Automatisierungen.',
    metaDescription: 'Webhook erklärt: automatische Benachrichtigungen zwischen Systemen, sobald ein Ereignis eintritt – ein einfacher Baustein für Integrationen.',
    serviceIds: ['automation-solutions', 'payment-processing', 'low-code-automation', 'api-management'],
  },
  {
    id: 'workflow-automatisierung',
    term: 'Workflow-Automatisierung',
    definition:
      'Workflow-Automatisierung bedeutet, dass wiederkehrende Abläufe mit festen Regeln – etwa Freigaben, Datenübertragungen oder Benachrichtigungen – von Software statt von Menschen ausgeführt werden. Mitarbeitende greifen nur noch bei Ausnahmen ein. Umgesetzt wird das mit Workflow-Engines, Low-Code-Werkzeugen und zunehmend mit KI-Agenten.',
    metaDescription: 'Workflow-Automatisierung erklärt: wiederkehrende Abläufe mit festen Regeln übernimmt Software, Menschen greifen nur noch bei Ausnahmen ein.',
    serviceIds: ['automation-solutions', 'workflow-finder', 'low-code-automation', 'process-optimization'],
  },
] as const satisfies readonly GlossaryTerm[];

export type GlossaryTermId = (typeof glossaryTerms)[number]['id'];

export const findGlossaryTerm = (id: string | undefined): GlossaryTerm | undefined => findById(glossaryTerms, id);
