/** The site's icon: the Isar at sunrise on the brand's petrol, small enough to travel inline in every page. */
export const faviconSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
  '<rect width="32" height="32" rx="7" fill="#0b5c73"/>' +
  '<circle cx="16" cy="13" r="6" fill="#e9a53b"/>' +
  '<path d="M5 23c4 0 4-3 7.5-3s3.5 3 7 3 4-3 7.5-3" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/>' +
  '</svg>';

/**
 * As a `data:` URL, percent-encoded: a URL may not contain raw spaces, quotes or angle
 * brackets, which an HTML validator reports on every page.
 */
export const faviconUrl = `data:image/svg+xml,${encodeURIComponent(faviconSvg)}`;
