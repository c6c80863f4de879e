import path from 'node:path';
import ts from 'typescript';
import { remoteNames, type RemoteName } from '@isarlicht/contracts/deployment/remotes';
import { remoteExposes } from '../remote-exposes';
import { eventMapFile, repoRoot, routedPagesFile } from './contract-files';
import { contractProgram } from './contract-program';
import { describeType } from './type-description';

export type Description = Readonly<Record<string, string>>;

/** Property name → type of an exported type, spelled out. */
function describeMembers(file: string, typeName: string): Description {
  const { checker, exportsOf } = contractProgram([file]);
  const symbol = exportsOf(file).get(typeName);
  if (symbol === undefined) throw new Error(`${file} exports no ${typeName}`);
  const members = checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol));
  return Object.fromEntries(
    members
      .map((member) => [member.name, describeType(checker, checker.getTypeOfSymbol(member))] as const)
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  );
}

/** Event name → payload, spelled out. */
export const describeBusEvents = (file = eventMapFile): Description => describeMembers(file, 'EventMap');

/**
 * Field → type of a page as a remote publishes it in `mf-manifest.json` and the shell
 * routes by it (`RoutedPage`): a remote deployed beside an older shell must publish
 * pages of the shape that shell reads (docs/decisions/035).
 */
export const describeRoutedPage = (file = routedPagesFile): Description => describeMembers(file, 'RoutedPage');

/**
 * `./module` export name → type of every value a remote exposes to the shell (its pages
 * and `src/exposes/`); `dir` is the remote's folder (a copy of it, for the page generator).
 */
export function describeExposes(remote: RemoteName, dir = path.join(repoRoot, `mfe-${remote}`)): Description {
  const files = Object.entries(remoteExposes(dir)).map(([module, file]) => [module, path.join(dir, file)] as const);
  const { checker, exportsOf } = contractProgram(files.map(([, file]) => file));
  const entries = files.flatMap(([module, file]) =>
    [...exportsOf(file)].map(([name, symbol]) => {
      const target = (symbol.flags & ts.SymbolFlags.Alias) !== 0 ? checker.getAliasedSymbol(symbol) : symbol;
      return [`${module} ${name}`, describeType(checker, checker.getTypeOfSymbol(target))] as const;
    }),
  );
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));
}

export const allRemotes = remoteNames;
