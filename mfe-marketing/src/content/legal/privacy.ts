import { appVersion, appVersionStorageKey, consentStorageKey } from '@isarlicht/contracts/consent/consent-record';
import { siteConfig } from '@isarlicht/site-content/site-config';
import type { LegalSection } from './types';

const { legalName, address, email, phone, dataProtectionOfficer } = siteConfig;
const googleIreland = 'Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland';

/** The privacy policy describes exactly what this site does; keep it in step with the consent layer. */
export const privacySections = [
  {
    id: 'verantwortlicher',
    title: 'Verantwortlicher',
    text: [
      `Verantwortlich für die Verarbeitung personenbezogener Daten auf dieser Website ist die ${legalName}, ${address.street}, ${address.postalCode} ${address.city}, Telefon ${phone.display}, E-Mail ${email}.`,
      'Für Fragen zum Datenschutz und zur Ausübung Ihrer Rechte schreiben Sie uns bitte an dieselbe Adresse mit dem Betreff „Datenschutz“.',
    ],
  },
  {
    id: 'datenschutzbeauftragte',
    // The officer's role (and with it the grammatical gender) comes from the site facts,
    // so a real agency that replaces them gets a correct sentence for its own officer.
    title: `${dataProtectionOfficer.role.charAt(0).toUpperCase()}${dataProtectionOfficer.role.slice(1)}`,
    text: [
      `Weil bei uns in der Regel mindestens 20 Personen ständig mit der automatisierten Verarbeitung personenbezogener Daten beschäftigt sind, haben wir nach Art. 37 Abs. 4 DSGVO in Verbindung mit § 38 Abs. 1 BDSG ${dataProtectionOfficer.name} als ${dataProtectionOfficer.role} benannt. Erreichbar ist ${dataProtectionOfficer.name} unter ${dataProtectionOfficer.email} oder per Post an unsere Anschrift mit dem Zusatz „Datenschutz – persönlich“. Über Ihre Identität und die Umstände Ihrer Anfrage besteht Verschwiegenheit (§ 38 Abs. 2 in Verbindung mit § 6 Abs. 5 Satz 2 BDSG).`,
    ],
  },
  {
    id: 'ueberblick',
    title: 'Das Wichtigste in Kürze',
    text: [
      'Diese Website kommt ohne Kontaktformular, Nutzerkonto und Newsletter-Anmeldung aus. Sie nutzt die Schriften Ihres Geräts und lädt Bilder und Programmcode ausschließlich von unseren eigenen Servern. Dienste von Drittanbietern – Reichweitenmessung, KI-Sprachassistent, Terminbuchung und Karte – laden wir erst, nachdem Sie im Dialog „Cookie-Einstellungen“ eingewilligt haben. Ohne Einwilligung findet keine Verbindung zu diesen Anbietern statt.',
    ],
  },
  {
    id: 'hosting',
    title: 'Hosting und Server-Protokolle',
    text: [
      'Die Website besteht aus mehreren Teilanwendungen, die wir auf eigenen Servern bei einem Hosting-Dienstleister in Deutschland betreiben. Bei jedem Abruf einer Seite oder Datei verarbeitet der Server automatisch folgende Daten:',
      {
        list: [
          'IP-Adresse des anfragenden Geräts',
          'Datum und Uhrzeit des Abrufs',
          'abgerufene Adresse und übertragene Datenmenge',
          'HTTP-Statuscode der Antwort',
          'zuvor besuchte Seite (Referrer), sofern Ihr Browser sie übermittelt',
          'Browsertyp, Browserversion und Betriebssystem',
        ],
      },
      'Wir verarbeiten diese Daten, um die Website auszuliefern, ihre Sicherheit zu gewährleisten und Fehler zu analysieren. Rechtsgrundlage ist unser berechtigtes Interesse an einem sicheren und funktionsfähigen Angebot (Art. 6 Abs. 1 lit. f DSGVO). Die Protokolle werden nach 14 Tagen gelöscht, sofern sie nicht zur Aufklärung eines konkreten Sicherheitsvorfalls länger benötigt werden. Mit dem Hosting-Dienstleister besteht ein Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO.',
    ],
  },
  {
    id: 'lokaler-speicher',
    title: 'Speicherung im Browser (Local Storage)',
    text: [
      `Unter dem Schlüssel „${consentStorageKey}“ speichern wir im lokalen Speicher Ihres Browsers Ihre Auswahl im Dialog „Cookie-Einstellungen“: die Zustimmung oder Ablehnung je Kategorie und den Zeitpunkt der Entscheidung. So müssen Sie nicht bei jedem Seitenaufruf erneut entscheiden, und die Website lädt einen Dienst nur, wenn für ihn Ihre Einwilligung gespeichert ist.`,
      `Unter dem Schlüssel „${appVersionStorageKey}“ speichern wir die Versionsnummer der Website (derzeit ${appVersion}). Ändert sich die Version nach einem Update, lädt die Seite einmalig neu, damit Sie keine veralteten Programmteile verwenden.`,
      'Beide Einträge bleiben auf Ihrem Gerät und werden nicht an uns übertragen. Sie sind unbedingt erforderlich, damit wir Ihnen die Website so bereitstellen können, wie Sie es ausdrücklich wünschen (§ 25 Abs. 2 Nr. 2 TDDDG); soweit dabei personenbezogene Daten verarbeitet werden, beruht das auf unserem berechtigten Interesse, Ihre Entscheidung zu beachten, ohne Sie bei jedem Aufruf erneut zu fragen (Art. 6 Abs. 1 lit. f DSGVO). Sie können die Einträge jederzeit über die Einstellungen Ihres Browsers löschen. Rufen Sie eine Seite mit dem Zusatz „?deletecookies=yes“ auf, entfernen wir Ihre gespeicherte Auswahl und fragen erneut.',
    ],
  },
  {
    id: 'einwilligung',
    title: 'Einwilligung und Widerruf',
    text: [
      'Beim ersten Besuch erscheint der Dialog „Cookie-Einstellungen“. Sie entscheiden dort getrennt über die Kategorien „Analyse“, „Externe Inhalte“, „HubSpot Meetings“ und „Google Maps“; mit „Nur essenzielle“ lehnen Sie alle optionalen Kategorien ab. Rechtsgrundlage für die jeweilige Verarbeitung ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG).',
      'Sie können Ihre Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen oder ändern – über „Cookie-Einstellungen“ im Fußbereich jeder Seite oder über die Schaltfläche in diesem Abschnitt. Die Rechtmäßigkeit der bis zum Widerruf erfolgten Verarbeitung bleibt davon unberührt.',
    ],
  },
  {
    id: 'google-analytics',
    title: 'Reichweitenmessung mit Google Analytics 4',
    text: [
      `Mit Ihrer Einwilligung in die Kategorie „Analyse“ nutzen wir Google Analytics 4, einen Dienst der ${googleIreland}. Google Analytics zeigt uns, welche Seiten besucht werden, wie Besucher:innen auf unsere Website gelangen und wo sie die Website verlassen. Dazu werden eine pseudonyme Kennung, die aufgerufenen Seiten, Verweildauer, Herkunftsseite, Geräte- und Browserinformationen sowie ein aus der IP-Adresse abgeleiteter ungefährer Standort verarbeitet. IP-Adressen speichert Google Analytics 4 nach Angaben von Google nicht.`,
      'Google Analytics 4 setzt dafür zwei Cookies mit einer Laufzeit von zwei Jahren: „_ga“ unterscheidet Besucher:innen anhand einer zufälligen, pseudonymen Kennung, „_ga_<Container-ID>“ speichert den Stand der aktuellen Sitzung. Widerrufen Sie Ihre Einwilligung, laden wir das Skript nicht mehr und entfernen die Google-Analytics-Cookies von Ihrem Gerät. Auswertungsdaten werden in Google Analytics nach 14 Monaten gelöscht. Rechtsgrundlage ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG); Google verarbeitet die Daten als unser Auftragsverarbeiter nach Art. 28 DSGVO.',
      'Dabei kann es zu einer Übermittlung an die Google LLC in den USA kommen. Die Google LLC ist nach dem EU-US Data Privacy Framework zertifiziert, für das die EU-Kommission einen Angemessenheitsbeschluss erlassen hat (Art. 45 DSGVO).',
    ],
  },
  {
    id: 'ki-assistent',
    title: 'KI-Sprachassistent (Vapi)',
    text: [
      'Unseren KI-Assistenten stellen wir mit der Software der Vapi, Inc., USA, bereit. Das zugehörige Skript laden wir nur mit Ihrer Einwilligung in die Kategorie „Externe Inhalte“; dabei erhält Vapi Ihre IP-Adresse und technische Informationen zu Ihrem Browser.',
      'Starten Sie ein Gespräch, überträgt Ihr Browser Ihre Sprache an Vapi. Dort durchläuft sie drei Verarbeitungsschritte: Eine Spracherkennung wandelt sie in Text um, ein großes Sprachmodell erzeugt die Antwort, und eine Sprachsynthese spricht sie mit einer künstlichen Stimme aus. Bitte teilen Sie dem Assistenten keine besonders schützenswerten Daten im Sinne von Art. 9 DSGVO mit, etwa Angaben zu Ihrer Gesundheit.',
      'Gespräche mit dem Assistenten werden nicht als Tonaufnahme gespeichert: Die Website startet den Assistenten mit ausgeschalteter Aufzeichnung, unabhängig davon, was in unserem Vapi-Konto eingestellt ist. Ihre Sprache wird nur während des Gesprächs verarbeitet, um sie zu erkennen und zu beantworten.',
      'Die Gesprächsdaten – Transkript, Zeitpunkt, Dauer, Kosten, Grund des Gesprächsendes und eine von Vapi erzeugte Zusammenfassung – speichert Vapi in unserem Konto. Wir legen davon keine eigene Kopie an: Unsere interne Anrufanalyse liest Zeitpunkt, Dauer, Kosten, Grund des Gesprächsendes und Zusammenfassung bei jedem Aufruf direkt bei Vapi ab, damit wir den Assistenten verbessern können; Zugriff haben nur angemeldete Mitarbeitende. Wie lange Vapi die Gespräche aufbewahrt, ist eine Einstellung in unserem Vapi-Konto; wir haben dort 90 Tage eingestellt. Löschen wir ein Gespräch dort oder läuft die eingestellte Frist ab, verschwindet es auch aus der Anrufanalyse.',
      'Empfänger der Gesprächsdaten sind Vapi als unser Auftragsverarbeiter (Art. 28 DSGVO) und die Anbieter, die Vapi für Spracherkennung, Sprachmodell und Sprachsynthese einsetzt. Welche Anbieter das sind, legt die Konfiguration unseres Assistenten in unserem Vapi-Konto fest, nicht der Programmcode dieser Website. Vapi bindet sie als Unterauftragsverarbeiter nach Art. 28 Abs. 4 DSGVO ein und führt sie mit Name, Sitz und Übermittlungsgrundlage in seiner Liste der Unterauftragsverarbeiter; diese Liste ist Teil unseres Auftragsverarbeitungsvertrags mit Vapi, und einem neuen Anbieter können wir widersprechen. Die Anbieter von Spracherkennung, Sprachmodell und Sprachsynthese haben ihren Sitz in den USA.',
      'Rechtsgrundlage ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG). Für die Übermittlung an Vapi in die USA haben wir mit Vapi die Standardvertragsklauseln der EU-Kommission vereinbart (Art. 46 Abs. 2 lit. c DSGVO). Die Weitergabe an seine Unterauftragsverarbeiter regeln dieselben Standardvertragsklauseln: Vapi darf sie nur nach deren Klausel 9 einsetzen und muss ihnen vertraglich dieselben Datenschutzpflichten auferlegen, die Vapi selbst uns gegenüber hat.',
    ],
  },
  {
    id: 'hubspot',
    title: 'Terminbuchung mit HubSpot Meetings',
    text: [
      'Für die Buchung eines Erstgesprächs binden wir mit Ihrer Einwilligung in die Kategorie „HubSpot Meetings“ den Buchungskalender der HubSpot Ireland Limited, 1 Sir John Rogerson’s Quay, Dublin 2, Irland, ein. Beim Laden erhält HubSpot Ihre IP-Adresse und Browserinformationen und kann Cookies setzen, um die Buchung technisch abzuwickeln.',
      'Buchen Sie einen Termin, verarbeiten wir die von Ihnen angegebenen Daten – Name, E-Mail-Adresse, gegebenenfalls Unternehmen, Telefonnummer und Ihre Nachricht – sowie den gewählten Termin, um das Gespräch vorzubereiten und durchzuführen. Rechtsgrundlage für das Laden des Kalenders ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG), für die Verarbeitung der Buchungsdaten die Durchführung vorvertraglicher Maßnahmen (Art. 6 Abs. 1 lit. b DSGVO) oder, wenn Sie für ein Unternehmen buchen, unser berechtigtes Interesse, Anfragen von Unternehmen zu bearbeiten (Art. 6 Abs. 1 lit. f DSGVO). Entsteht kein Auftrag, löschen wir die Buchungsdaten zwölf Monate nach dem letzten Kontakt.',
      'Unser HubSpot-Konto liegt im Rechenzentrum von HubSpot in der EU (Frankfurt am Main); dort werden die Buchungsdaten gespeichert. Für Support und Betrieb kann die Muttergesellschaft HubSpot, Inc. in den USA darauf zugreifen. Sie ist nach dem EU-US Data Privacy Framework zertifiziert, für das ein Angemessenheitsbeschluss der EU-Kommission besteht (Art. 45 DSGVO); ergänzend gelten die Standardvertragsklauseln in unserem Vertrag zur Auftragsverarbeitung mit HubSpot (Art. 28 und Art. 46 Abs. 2 lit. c DSGVO).',
    ],
  },
  {
    id: 'google-maps',
    title: 'Karte auf der Kontaktseite (Google Maps)',
    text: [
      `Die Anfahrtskarte auf unserer Kontaktseite stammt von Google Maps, einem Dienst der ${googleIreland}. Solange Sie nicht eingewilligt haben, zeigen wir an ihrer Stelle nur unsere Adresse; es wird keine Verbindung zu Google aufgebaut. Erst wenn Sie der Kategorie „Google Maps“ zustimmen – im Dialog „Cookie-Einstellungen“ oder mit der Schaltfläche „Google Maps laden“ –, wird die Karte geladen.`,
      'Dabei erhält Google Ihre IP-Adresse, die aufgerufene Seite und Ihre Interaktionen mit der Karte und kann Cookies setzen. Sind Sie bei einem Google-Konto angemeldet, kann Google den Besuch diesem Konto zuordnen. Rechtsgrundlage ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG). Für eine mögliche Übermittlung an die Google LLC in den USA gilt der Angemessenheitsbeschluss zum EU-US Data Privacy Framework (Art. 45 DSGVO).',
    ],
  },
  {
    id: 'kontaktaufnahme',
    title: 'Kontakt per E-Mail oder Telefon',
    text: [
      'Schreiben Sie uns eine E-Mail oder rufen Sie uns an, verarbeiten wir Ihre Angaben, um Ihr Anliegen zu bearbeiten. Geht es um einen Vertrag mit Ihnen selbst, ist Rechtsgrundlage Art. 6 Abs. 1 lit. b DSGVO, sonst – etwa wenn Sie für ein Unternehmen anfragen – unser berechtigtes Interesse an der Beantwortung von Anfragen (Art. 6 Abs. 1 lit. f DSGVO). Wir löschen die Daten, sobald Ihr Anliegen erledigt ist, es sei denn, handels- oder steuerrechtliche Aufbewahrungspflichten von sechs, acht oder zehn Jahren stehen entgegen (§ 257 HGB, § 147 AO).',
    ],
  },
  {
    id: 'empfaenger',
    title: 'Empfänger',
    text: [
      'Personenbezogene Daten geben wir nur an die in dieser Erklärung genannten Anbieter sowie an IT-Dienstleister weiter, die uns beim Betrieb der Website unterstützen und als Auftragsverarbeiter an unsere Weisungen gebunden sind. Wir verkaufen keine Daten. Eine automatisierte Entscheidungsfindung einschließlich Profiling nach Art. 22 Abs. 1 und Abs. 4 DSGVO findet nicht statt.',
      'Die Anbieter im Überblick, mit Sitz und Grundlage einer Übermittlung in ein Land außerhalb der EU (Art. 44 ff. DSGVO):',
      {
        list: [
          'Hosting-Dienstleister, Deutschland (Server und Protokolle): keine Übermittlung in ein Drittland',
          'Vapi, Inc., USA (KI-Sprachassistent): Standardvertragsklauseln (Art. 46 Abs. 2 lit. c DSGVO)',
          'Anbieter von Spracherkennung, Sprachmodell und Sprachsynthese als Unterauftragsverarbeiter von Vapi, USA: Standardvertragsklauseln mit Vapi, die ihren Einsatz regeln (Art. 46 Abs. 2 lit. c DSGVO)',
          'HubSpot Ireland Limited, Irland, mit Speicherung in der EU; HubSpot, Inc., USA (Terminbuchung): EU-US Data Privacy Framework, ergänzend Standardvertragsklauseln',
          'Google Ireland Limited, Irland; Google LLC, USA (Google Analytics 4 und Google Maps): EU-US Data Privacy Framework (Art. 45 DSGVO)',
        ],
      },
    ],
  },
  {
    id: 'bereitstellung',
    title: 'Müssen Sie uns Daten geben?',
    text: [
      'Sie sind weder gesetzlich noch vertraglich verpflichtet, uns personenbezogene Daten bereitzustellen (Art. 13 Abs. 2 lit. e DSGVO). Ohne die Verbindungsdaten, die Ihr Browser bei jedem Abruf übermittelt, können wir Ihnen die Website allerdings technisch nicht ausliefern.',
      'Alles Weitere ist freiwillig. Willigen Sie nicht ein, bleiben Reichweitenmessung, KI-Assistent, Terminbuchung und Karte ausgeschaltet; alle Inhalte der Website können Sie trotzdem lesen. Ohne Name und E-Mail-Adresse können Sie keinen Termin über HubSpot buchen, und ohne Angaben zu Ihrem Anliegen können wir eine Anfrage nicht beantworten. Für einen Vertragsschluss benötigen wir die Angaben, die der Vertrag voraussetzt, etwa Firma, Anschrift und Ansprechperson; ohne sie kann kein Vertrag zustande kommen.',
    ],
  },
  {
    id: 'ihre-rechte',
    title: 'Ihre Rechte',
    text: [
      'Sie haben gegenüber uns folgende Rechte hinsichtlich der Sie betreffenden personenbezogenen Daten:',
      {
        list: [
          'Auskunft über die verarbeiteten Daten (Art. 15 DSGVO)',
          'Berichtigung unrichtiger Daten (Art. 16 DSGVO)',
          'Löschung (Art. 17 DSGVO) und Einschränkung der Verarbeitung (Art. 18 DSGVO)',
          'Datenübertragbarkeit (Art. 20 DSGVO)',
          'Widerspruch gegen Verarbeitungen auf Grundlage berechtigter Interessen (Art. 21 DSGVO)',
          'Widerruf einer erteilten Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO)',
        ],
      },
      'Widerspruchsrecht: Verarbeiten wir Ihre Daten auf Grundlage unseres berechtigten Interesses (Art. 6 Abs. 1 lit. f DSGVO), können Sie dieser Verarbeitung aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit widersprechen (Art. 21 Abs. 1 DSGVO). Wir verarbeiten die Daten dann nicht mehr, es sei denn, wir weisen zwingende schutzwürdige Gründe nach, die Ihre Interessen, Rechte und Freiheiten überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen.',
      'Außerdem können Sie sich bei einer Datenschutzaufsichtsbehörde beschweren (Art. 77 DSGVO). Für uns zuständig ist das Bayerische Landesamt für Datenschutzaufsicht, Promenade 18, 91522 Ansbach.',
    ],
  },
  {
    id: 'sicherheit',
    title: 'Datensicherheit und Aktualität',
    text: [
      'Die Übertragung aller Seiten erfolgt verschlüsselt über HTTPS. Wir passen diese Datenschutzerklärung an, sobald sich die Website, die eingesetzten Dienste oder die Rechtslage ändern.',
    ],
  },
] as const satisfies readonly LegalSection[];
