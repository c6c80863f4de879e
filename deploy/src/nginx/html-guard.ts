import { block, quote, type Location } from './syntax';

const variable = '$isarlicht_document_csp';

/**
 * The document CSP for whatever response turns out to be HTML, decided when the
 * headers go out: nginx's own pages (a 301's body, a 405) are HTML too. Written once
 * beside the server block, inside `http {}`; an empty value sends no header, so
 * scripts and styles stay without a CSP.
 */
export const htmlCspMap = (csp: string): string[] => [
  ...block(`map $sent_http_content_type ${variable}`, [`~*^text/html ${quote(csp)};`, 'default "";']),
  '',
];

export const htmlCspLine = `add_header Content-Security-Policy ${variable} always;`;

/**
 * Every location that sets headers of its own (so none of the server's) and is no
 * document location gets the guard, so no HTML leaves without the document CSP.
 */
export const guardLocations = (locations: readonly Location[]): Location[] =>
  locations.map((entry) =>
    entry.lines.some((line) => line.startsWith('add_header')) &&
    !entry.lines.some((line) => line.startsWith('add_header Content-Security-Policy'))
      ? {
          ...entry,
          lines: [
            ...entry.lines.filter((line) => line.startsWith('add_header')),
            htmlCspLine,
            ...entry.lines.filter((line) => !line.startsWith('add_header')),
          ],
        }
      : entry,
  );
