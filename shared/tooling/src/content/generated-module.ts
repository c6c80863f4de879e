/** A module the content generator writes: its path from the repository root and its source. */
export interface GeneratedModule {
  readonly file: string;
  readonly source: string;
}

/** The first line of every generated module: where it comes from, and that it is not edited by hand. */
export const generatedHeader = (entries: string): string =>
  `// Written by isarlicht-content from ${entries} (docs/decisions/054): edit the entries, not this file.\n`;

/** A value as a TypeScript literal; Prettier gives it the house style. */
export const literal = (value: unknown): string => JSON.stringify(value);

/** `object.key`, or `object['key']` where the key is no identifier. */
export const member = (object: string, key: string): string =>
  /^[A-Za-z_$][\w$]*$/.test(key) ? `${object}.${key}` : `${object}[${literal(key)}]`;

/** An object literal, one `key: value` line per entry. */
export const objectLiteral = (entries: readonly (readonly [string, string])[]): string =>
  `{\n${entries.map(([key, value]) => `${literal(key)}: ${value},\n`).join('')}}`;

/** The binding a module imports an entry as: `b2b-marktplatz` becomes `b2bMarktplatzTerm`. */
export const entryBinding = (id: string, kind: string): string =>
  `${id.replace(/-([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase())}${kind[0]?.toUpperCase() ?? ''}${kind.slice(1)}`;
