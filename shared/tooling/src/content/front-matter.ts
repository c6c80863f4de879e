import { parseDocument, type ScalarTag } from 'yaml';

/**
 * A file the entry refers to, written `!asset ../../assets/x.svg` (relative to the entry).
 * The bundler emits it with a content hash, so the entry holds the import, not the path.
 */
export class AssetPath {
  constructor(readonly path: string) {}
}

export type FrontMatterValue =
  string | number | boolean | null | AssetPath | readonly FrontMatterValue[] | { readonly [field: string]: FrontMatterValue };

const assetTag: ScalarTag = {
  tag: '!asset',
  identify: (value) => value instanceof AssetPath,
  resolve: (path, onError) => {
    if (!/^\.\.?\//.test(path)) onError('!asset nennt einen relativen Pfad (./ oder ../)');
    return new AssetPath(path);
  },
  stringify: (item) => String(item.value instanceof AssetPath ? item.value.path : item.value),
};

function checked(value: unknown, where: string): FrontMatterValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean' || value instanceof AssetPath) return value;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (Array.isArray(value)) return value.map((item: unknown, index) => checked(item, `${where}[${index}]`));
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]: [string, unknown]) => [key, checked(item, `${where}.${key}`)]));
  }
  throw new Error(`${where}: ${typeof value} ist kein Wert einer Front Matter`);
}

/** The fields of a front matter: a YAML mapping (YAML 1.2 core, so `no` stays a word), keys once each. */
export function parseFrontMatter(yaml: string, file: string): Readonly<Record<string, FrontMatterValue>> {
  const document = parseDocument(yaml, { schema: 'core', customTags: [assetTag], uniqueKeys: true, prettyErrors: true });
  const [error] = document.errors;
  // The front matter starts on the file's second line, after the opening `---`.
  if (error) throw new Error(`${file}:${(error.linePos?.[0].line ?? 0) + 1}: ${error.message}`);
  const fields: unknown = document.toJS();
  if (fields === null || typeof fields !== 'object' || Array.isArray(fields)) {
    throw new Error(`${file}:2: die Front Matter ist keine Zuordnung von Feldern`);
  }
  return Object.fromEntries(Object.entries(fields).map(([key, value]: [string, unknown]) => [key, checked(value, `${file}: ${key}`)]));
}
