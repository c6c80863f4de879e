/** `baseUrl` + a site path, with exactly one slash between them (`/` stays the bare origin plus `/`). */
export function absoluteUrl(baseUrl: string, path: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}
