import { AssetPath, type FrontMatterValue } from './front-matter';
import type { MarkdownEntry } from './markdown-entry';

/**
 * The JavaScript module of a content entry: its fields and `body` as a literal object,
 * each `!asset` as an import, so the bundler emits the file with its content hash as it
 * does for an image imported in TypeScript. `commonjs` is for Jest, which runs no bundler.
 */
export function entryModule(entry: MarkdownEntry, format: 'esm' | 'commonjs'): string {
  const assets: string[] = [];
  const literal = (value: FrontMatterValue | MarkdownEntry['body']): string => {
    if (value instanceof AssetPath) return `asset${assets.push(value.path) - 1}`;
    if (Array.isArray(value)) return `[${value.map(literal).join(',')}]`;
    if (value !== null && typeof value === 'object') {
      return `{${Object.entries(value)
        .map(([key, item]: [string, FrontMatterValue]) => `${JSON.stringify(key)}:${literal(item)}`)
        .join(',')}}`;
    }
    return JSON.stringify(value);
  };
  const object = literal({ ...entry.fields, body: entry.body });
  if (format === 'esm') {
    const imports = assets.map((path, index) => `import asset${index} from ${JSON.stringify(path)};\n`);
    return `${imports.join('')}export default ${object};\n`;
  }
  const requires = assets.map(
    (path, index) => `const asset${index} = (m => m && m.__esModule ? m.default : m)(require(${JSON.stringify(path)}));\n`,
  );
  return `"use strict";\n${requires.join('')}module.exports = { __esModule: true, default: ${object} };\n`;
}
