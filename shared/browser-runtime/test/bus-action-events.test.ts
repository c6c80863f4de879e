import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { eventNames } from '@isarlicht/contracts/events/event-map';
import { layerRequests } from '@isarlicht/contracts/events/layer-requests';

const busActionModule = path.join(__dirname, '..', 'src', 'events', 'bus-action.ts');

/** The compiler's errors for `source`, a file that imports `busAction`: line (1-based) and message. */
function errorsOf(source: string): readonly { readonly line: number; readonly message: string }[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'bus-action-'));
  try {
    const file = path.join(dir, 'controls.ts');
    writeFileSync(file, source);
    const program = ts.createProgram([file], {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      types: [],
    });
    return ts
      .getPreEmitDiagnostics(program)
      .filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error)
      .map((diagnostic) => ({
        line: diagnostic.file === undefined ? 0 : diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1,
        message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
      }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const importLine = `import { busAction } from ${JSON.stringify(busActionModule.replace(/\.ts$/, ''))};`;

describe('the events a bus control may send', () => {
  it('are the requests the shell forwards before the start: a control naming another event does not compile', () => {
    const errors = errorsOf(
      [importLine, "busAction('modal:open', { modal: 'booking' });", "busAction('navigate', { to: '/agb' });"].join('\n'),
    );
    expect(errors).toEqual([expect.objectContaining({ line: 3 })]);
  }, 60_000);

  it('include every such request and nothing else of the bus', () => {
    // One line per event of the bus: `busAction` instantiated with it, an error where it may not name it.
    const errors = errorsOf(
      [importLine, ...eventNames.map((name, index) => `export type Control${index} = typeof busAction<'${name}'>;`)].join('\n'),
    );
    const refused = eventNames.filter((_name, index) => errors.some((error) => error.line === index + 2));
    expect(refused).toEqual(eventNames.filter((name) => !(layerRequests as readonly string[]).includes(name)));
    expect(errors.every((error) => /does not satisfy the constraint/.test(error.message))).toBe(true);
  }, 60_000);
});
