import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../build-apps';

interface Finding {
  readonly filePath: string;
  readonly ruleId: string | null;
  readonly message: string;
}

/**
 * Lints real files of the repo with one line appended, through ESLint's API in a child
 * process (the flat config is an ES module, which Jest's module system does not load).
 * ESLint runs where the project runs it: from the root, as `npm run lint` and `npm test`
 * do, or from a workspace folder, as `npm run lint -w <workspace>` does, where a rule with
 * paths relative to the working directory once went blind.
 */
function lintWithAddedLine(workspace: string, files: readonly { file: string; line: string }[]): Finding[] {
  const inputs = files.map(({ file, line }) => ({
    filePath: path.join(repoRoot, file),
    text: `${readFileSync(path.join(repoRoot, file), 'utf8')}\n${line}\n`,
  }));
  const script = `
    import { ESLint } from 'eslint';
    const inputs = JSON.parse(process.env.LINT_INPUTS);
    const eslint = new ESLint();
    const findings = [];
    for (const { filePath, text } of inputs) {
      for (const result of await eslint.lintText(text, { filePath })) {
        for (const m of result.messages) findings.push({ filePath, ruleId: m.ruleId, message: m.message });
      }
    }
    process.stdout.write(JSON.stringify(findings));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: path.join(repoRoot, workspace),
    env: { ...process.env, LINT_INPUTS: JSON.stringify(inputs) },
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(output) as Finding[];
}

const rulesOf = (findings: readonly Finding[], file: string) =>
  findings
    .filter((finding) => finding.filePath === path.join(repoRoot, file))
    .map((finding) => `${finding.ruleId ?? ''}: ${finding.message}`);

describe('the house rules ESLint holds', () => {
  const aboutPage = 'mfe-marketing/src/pages/about/about-page.tsx';
  const contentTypes = 'mfe-marketing/src/content/types.ts';
  const aboutContent = 'mfe-marketing/src/pages/about/about-content.ts';
  const remoteRelease = 'shared/contracts/src/deployment/remote-release.ts';
  let findings: Finding[] = [];

  beforeAll(() => {
    findings = lintWithAddedLine('.', [
      { file: aboutPage, line: "export { findReference } from '../../../../mfe-references/src/content/lookup';" },
      // Kept as text, so the deliberate violation stands in no source file of the repo.
      { file: contentTypes, line: readFileSync(path.join(__dirname, 'fixtures', 'forbidden-in-app-code.txt'), 'utf8') },
      // The about page imports its content: the content importing the page closes a cycle.
      { file: aboutContent, line: "export { default as AboutPage } from './about-page';" },
      // The contracts hold no runtime code: reaching for the bus's implementation is refused.
      { file: remoteRelease, line: "export { emit } from '@isarlicht/browser-runtime/events/bus';" },
    ]);
  }, 120_000);

  it('refuses an import from another remote, naming the boundary, and a path into another package', () => {
    expect(rulesOf(findings, aboutPage)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*A remote imports no other remote and not the shell/),
      expect.stringMatching(/^import-x\/no-relative-packages: /),
    ]);
  });

  it('refuses a dependency cycle', () => {
    expect(rulesOf(findings, aboutContent)).toEqual(['import-x/no-cycle: Dependency cycle detected']);
  });

  it('keeps the contracts the bottom layer: no runtime helper, no copy of ours', () => {
    expect(rulesOf(findings, remoteRelease)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*The contracts are the bottom layer/),
    ]);
  });

  it('refuses Node tooling in application code and an explicit any', () => {
    expect(rulesOf(findings, contentTypes)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*Node tooling is for build configs and tests only/),
      expect.stringMatching(/^@typescript-eslint\/no-explicit-any: /),
    ]);
  });
});

describe('the one skip of the browser tests', () => {
  it('refuses a skip through the test info too, outside the door of a system package', () => {
    const spec = 'e2e/tests/not-found.spec.ts';
    const findings = lintWithAddedLine('e2e', [{ file: spec, line: "test('x', { tag: ['@shell'] }, () => test.info().skip(true, 'x'));" }]);
    expect(rulesOf(findings, spec)).toEqual([
      expect.stringMatching(/^no-restricted-syntax: No skipped tests: a test that needs a system package/),
    ]);
  }, 120_000);
});
