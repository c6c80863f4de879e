/** A module the content generator writes: its path from the repository root and its source. */
export interface GeneratedModule {
  readonly file: string;
  readonly source: string;
}

/**
 * The first lines of every generated module: where it comes from, and that it is not edited
 * by hand. The modules are written one entry a line and kept out of Prettier, so a change of
 * an entry changes one line.
 */
export const generatedHeader = (entries: string): string =>
  `// Written by \`npm run content\` from ${entries} (docs/decisions/054).\n// Edit the entries, not this file.\n`;

/** A value as a TypeScript literal. */
export const literal = (value: unknown): string => JSON.stringify(value);

/** The lines of a list or object literal, one entry a line. */
export const lines = (entries: readonly string[]): string => `\n${entries.map((entry) => `  ${entry},\n`).join('')}`;

/** The binding a module imports an entry as: `b2b-marktplatz` becomes `b2bMarktplatzTerm`. */
export const entryBinding = (id: string, kind: string): string =>
  `${id.replace(/-([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase())}${kind[0]?.toUpperCase() ?? ''}${kind.slice(1)}`;
