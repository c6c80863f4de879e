import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { glossaryCollection, repositoryRoot, serviceCollection } from './collections';
import type { GeneratedModule } from './generated-module';
import { glossaryIndexModules } from './glossary-index-modules';
import { readCollection } from './read-collection';
import { serviceIndexModules } from './service-index-modules';

/** Every module the content entries feed, as Prettier writes it, so the format check passes it as it is. */
export async function indexModules(root: string = repositoryRoot): Promise<GeneratedModule[]> {
  const modules = [
    ...serviceIndexModules(readCollection(root, serviceCollection)),
    ...glossaryIndexModules(readCollection(root, glossaryCollection)),
  ];
  return Promise.all(
    modules.map(async ({ file, source }) => {
      const target = path.join(root, file);
      return { file, source: await format(source, { ...(await resolveConfig(target)), filepath: target }) };
    }),
  );
}

/** The modules whose file is missing or differs from what the entries give. */
export const staleModules = (modules: readonly GeneratedModule[], read: (file: string) => string | undefined): string[] =>
  modules.filter(({ file, source }) => read(file) !== source).map(({ file }) => file);

const readModule =
  (root: string) =>
  (file: string): string | undefined => {
    const target = path.join(root, file);
    return existsSync(target) ? readFileSync(target, 'utf8') : undefined;
  };

/**
 * Writes the modules that are not what the entries give and names them; with `check`,
 * only names them. In CI (`CI=true`) it only checks, so a commit cannot leave them
 * behind its entries.
 */
export async function updateIndexModules(
  check: boolean,
  root: string = repositoryRoot,
): Promise<{ readonly stale: string[]; readonly written: boolean }> {
  const modules = await indexModules(root);
  const stale = staleModules(modules, readModule(root));
  if (check || process.env.CI === 'true') return { stale, written: false };
  for (const { file, source } of modules.filter((module) => stale.includes(module.file))) writeFileSync(path.join(root, file), source);
  return { stale, written: true };
}

/** What to do about modules that are not what the entries give. */
export const staleMessage = (stale: readonly string[]): string =>
  `[content] not what the entries give: ${stale.join(', ')}\n[content] write them with: npm run content`;
