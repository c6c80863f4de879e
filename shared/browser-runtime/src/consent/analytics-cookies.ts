/** The cookies gtag sets; `_ga_<id>` carries the measurement id. */
const isAnalyticsCookie = (name: string) => name === '_ga' || name === '_gid' || name === '_gat' || name.startsWith('_ga_');

/** Domains a cookie may have been set on: the host and each parent domain except the public suffix. */
function cookieDomains(hostname: string): string[] {
  const parts = hostname.split('.');
  const domains = [''];
  for (let index = 0; index < parts.length - 1; index += 1) domains.push(parts.slice(index).join('.'));
  return domains;
}

/** Removes Google Analytics cookies on the current host and its parent domains (opt-out). */
export function removeAnalyticsCookies(doc: Document = document): string[] {
  const names = doc.cookie
    .split(';')
    .map((entry) => entry.split('=')[0]?.trim() ?? '')
    .filter(isAnalyticsCookie);
  for (const name of names) {
    for (const domain of cookieDomains(doc.location.hostname)) {
      const scope = domain ? `; domain=${domain}` : '';
      doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${scope}`;
    }
  }
  return names;
}
