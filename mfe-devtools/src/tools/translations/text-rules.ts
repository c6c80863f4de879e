/**
 * ASCII spellings of umlauts in common German words (`fuer`, `Ueber`, `moeglich`).
 * Word stems, matched at a word start, case-insensitively: a rule over every `ae`/`oe`/`ue`
 * would flag correct words such as `neue`, `Steuer` or `Queue`.
 */
const asciiUmlautStems = [
  'fuer', 'ueber', 'koenn', 'moeglich', 'waehrend', 'muess', 'duerf', 'wuerd', 'hoeher', 'groess', 'loesung', 'aender',
  'oeffn', 'muenchen', 'qualitaet', 'naechst', 'spaeter', 'zurueck', 'gespraech', 'buero', 'pruef', 'fuehr', 'erklaer',
  'verfueg', 'geschaeft', 'taeglich', 'haeufig', 'staerk', 'aehnlich', 'unterstuetz', 'natuerlich', 'schoen', 'moecht',
  'fuenf', 'zuverlaess', 'oesterreich', 'aerzt', 'gebaeude', 'kuendig', 'schluessel', 'wuensch', 'frueh', 'waehl', 'saetz',
  'laeuft', 'traeg', 'zaehl', 'faehig', 'maerz', 'schuetz', 'kuenstlich', 'benoetig', 'persoenlich', 'gruend', 'dafuer',
];
export const asciiUmlautPattern = new RegExp(`(?<![\\p{L}])(?:${asciiUmlautStems.join('|')})\\p{L}*`, 'iu');

/** English interface phrases that slip into German pages. */
const englishPhrases = [
  'read more', 'learn more', 'click here', 'submit', 'loading', 'contact us', 'about us', 'get in touch', 'book a call',
  'sign in', 'log in', 'sign up', 'not found', 'page not found', 'go back', 'back to', 'show more', 'see all', 'our services',
  'next page', 'previous page', 'close menu', 'open menu', 'cancel', 'lorem ipsum', 'coming soon', 'something went wrong',
];
export const englishPattern = new RegExp(`(?<![\\p{L}])(?:${englishPhrases.join('|')})(?![\\p{L}])`, 'iu');
