import path from 'node:path';
import type ts from 'typescript';
import { contractProgram } from './contract-program';
import { repoRoot } from './contract-files';
import { describeType } from './type-description';

export const recordedReleasesDir = path.join(repoRoot, 'shared', 'contracts', 'contract', 'releases');
const currentDir = path.join(repoRoot, 'shared', 'contracts', 'src');

/**
 * Where a remote built against a recorded release of `shared/` would break with the
 * code of today, one line per contract: its events must still mean the same in both
 * directions (it sends them and listens to them), the shell must still give its pages
 * what they expect, and what it exports must still be what the shell loads.
 */
export function compatibilityProblems(releaseDir: string): string[] {
  const release = path.basename(releaseDir);
  const old = (file: string) => path.join(releaseDir, file);
  const files = {
    oldEvents: old('event-map.ts'),
    oldPages: old('page-module.ts'),
    events: path.join(currentDir, 'events', 'event-map.ts'),
    pages: path.join(currentDir, 'pages', 'page-module.ts'),
  };
  const { checker, exportsOf } = contractProgram(Object.values(files));
  const declared = (file: string, name: string): ts.Type => {
    const symbol = exportsOf(file).get(name);
    if (symbol === undefined) throw new Error(`${file} exports no ${name}`);
    return checker.getDeclaredTypeOfSymbol(symbol);
  };
  const show = (type: ts.Type) => describeType(checker, type);
  const problems: string[] = [];

  const oldMap = declared(files.oldEvents, 'EventMap');
  const map = declared(files.events, 'EventMap');
  for (const event of checker.getPropertiesOfType(oldMap)) {
    const contract = `bus event ${event.name} (shared ${release})`;
    const current = map.getProperty(event.name);
    if (current === undefined) {
      problems.push(`contract "${contract}" breaks: the event is gone, remotes built against ${release} send or wait for it`);
      continue;
    }
    const [was, now] = [checker.getTypeOfSymbol(event), checker.getTypeOfSymbol(current)];
    if (!checker.isTypeAssignableTo(was, now))
      problems.push(`contract "${contract}" breaks: what a ${release} remote sends (${show(was)}) is not a ${show(now)}`);
    if (!checker.isTypeAssignableTo(now, was))
      problems.push(
        `contract "${contract}" breaks: what is sent now (${show(now)}) is not what a ${release} remote expects (${show(was)})`,
      );
  }

  const [oldProps, props] = [declared(files.oldPages, 'PageProps'), declared(files.pages, 'PageProps')];
  if (!checker.isTypeAssignableTo(props, oldProps)) {
    problems.push(
      `contract "page props (shared ${release})" breaks: the shell passes ${show(props)}, pages built against ${release} need ${show(oldProps)}`,
    );
  }
  // A page component is checked by its props (above): React's class component type would
  // make every added prop look like a break, though the shell only ever calls the page.
  const member = (type: ts.Type, name: string) => {
    const symbol = type.getProperty(name);
    if (symbol === undefined) throw new Error(`PageModule has no ${name}`);
    return checker.getTypeOfSymbol(symbol);
  };
  const [oldMeta, meta] = [member(declared(files.oldPages, 'PageModule'), 'meta'), member(declared(files.pages, 'PageModule'), 'meta')];
  if (!checker.isTypeAssignableTo(oldMeta, meta)) {
    problems.push(
      `contract "page module meta (shared ${release})" breaks: a ${release} remote exports ${show(oldMeta)}, the shell needs ${show(meta)}`,
    );
  }
  const [oldLayer, layer] = [declared(files.oldPages, 'LayerModule'), declared(files.pages, 'LayerModule')];
  if (!checker.isTypeAssignableTo(oldLayer, layer)) {
    problems.push(
      `contract "layer module (shared ${release})" breaks: a ${release} remote exports ${show(oldLayer)}, the shell needs ${show(layer)}`,
    );
  }
  return problems;
}
