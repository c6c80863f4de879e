import type { HeaderList } from '../headers/security-headers';
import { plainSegment, type PathRule } from '../http/path-rules';

export { block } from '../nginx/syntax';

const refuse = (value: string, what: string): never => {
  throw new Error(`cannot write ${JSON.stringify(value)} into a VCL as ${what}`);
};

/**
 * A VCL string, `"…"`. VCL knows no escape in it (a backslash is a backslash), so a
 * value that would end it (`"`, a line break) or that no header may carry (a control
 * character, anything outside printable ASCII) is refused rather than changed.
 */
export function vclString(value: string): string {
  if (!/^[\x20-\x7e]*$/.test(value) || value.includes('"')) refuse(value, 'a string');
  return `"${value}"`;
}

/** A name VCL declares or reads bare: a backend, a probe, a director, a subroutine. */
export function vclName(name: string): string {
  if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(name)) refuse(name, 'a name');
  return name;
}

/** A header name after `resp.http.`: an HTTP token of letters, digits and `-` only. */
export function vclHeaderName(name: string): string {
  if (!/^[A-Za-z0-9-]+$/.test(name)) refuse(name, 'a header name');
  return name;
}

/** A rule of the shared list as a VCL regex (PCRE2, as nginx reads it): `(?i)` where it ignores case. */
export const vclRegex = ({ source, ignoreCase }: PathRule): string => vclString(`${ignoreCase ? '(?i)' : ''}${source}`);

/** The host of an origin: an IPv4 or IPv6 address or a DNS name, nothing a string could hide. */
export function vclHost(host: string): string {
  if (!/^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|[0-9A-Fa-f:.]+)$/.test(host)) refuse(host, 'an origin host');
  return vclString(host);
}

export function vclPort(port: number): string {
  if (!Number.isInteger(port) || port < 1 || port > 65535) refuse(String(port), 'a TCP port');
  return vclString(String(port));
}

/** An absolute path the edge asks for itself (a probe's address): plain segments only. */
export function vclPath(pathname: string): string {
  if (!new RegExp(`^(?:/${plainSegment})+$`).test(pathname) || pathname.includes('/.')) refuse(pathname, 'a path');
  return vclString(pathname);
}

/** `set resp.http.<name> = "<value>";` for each header. */
export const setHeaders = (headers: HeaderList): string[] =>
  headers.map(([name, value]) => `set resp.http.${vclHeaderName(name)} = ${vclString(value)};`);

/** A request that reads: the only kind the edge caches, retries and restarts. */
export const isRead = (request: 'req' | 'bereq'): string => `${request}.method == "GET" || ${request}.method == "HEAD"`;
