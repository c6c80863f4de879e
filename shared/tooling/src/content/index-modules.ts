import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { glossaryCollection, repositoryRoot, serviceCollection } from './collections';
import type { GeneratedModule } from './generated-module';
import { glossaryIndexModules } from './glossary-index-modules';
import { readCollection } from './read-collection';
import { serviceIndexModules } from './service-index-modules';

/** Every module the content entries feed. */
export const indexModules = (root: string = repositoryRoot): GeneratedModule[] => [
  ...serviceIndexModules(readCollection(root, serviceCollection)),
  ...glossaryIndexModules(readCollection(root, glossaryCollection)),
];

const readModule = (root: string, file: string): string | undefined => {
  const target = path.join(root, file);
  return existsSync(target) ? readFileSync(target, 'utf8') : undefined;
};

/** The modules whose file is missing or differs from what the entries give. */
export const staleModules = (root: string = repositoryRoot, modules: readonly GeneratedModule[] = indexModules(root)): string[] =>
  modules.filter(({ file, source }) => readModule(root, file) !== source).map(({ file }) => file);

/**
 * Writes the modules that are not what the entries give and names them; with `check`,
 * only names them. In CI (`CI=true`) it only checks, so a commit cannot leave them
 * behind its entries.
 */
export function updateIndexModules(check: boolean, root: string = repositoryRoot): { readonly stale: string[]; readonly written: boolean } {
  const modules = indexModules(root);
  const stale = staleModules(root, modules);
  if (check || process.env.CI === 'true') return { stale, written: false };
  for (const { file, source } of modules.filter((module) => stale.includes(module.file))) writeFileSync(path.join(root, file), source);
  return { stale, written: true };
}

/** What to do about modules that are not what the entries give. */
export const staleMessage = (stale: readonly string[]): string =>
  `[content] not what the entries give: ${stale.join(', ')}\n[content] write them with: npm run content`;
