import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkDocs } from '../docs/docs-problems';
import { formatProblem } from '../docs/problem';

// A small tree of docs that holds: a README, a topic page, an app's README and three
// ADRs with their index. Each test plants one defect in a copy and reads the report.
const fixture = path.join(__dirname, 'fixtures', 'docs-site');

describe('npm run docs:check', () => {
  let root = '';
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'docs-check-'));
    cpSync(fixture, root, { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const plant = (file: string, from: string, to: string) => {
    const at = path.join(root, file);
    const text = readFileSync(at, 'utf8');
    expect(text).toContain(from);
    writeFileSync(at, text.replace(from, to));
  };
  const report = () => checkDocs(root).problems.map(formatProblem);

  it('finds nothing in docs that hold', () => {
    expect(checkDocs(root)).toEqual({ files: 7, problems: [] });
  });

  it('reports a status in the index that differs from the ADR', () => {
    plant('docs/decisions/README.md', '| accepted (2026-11) · amended by 003 |', '| accepted (2026-10) · amended by 003 |');
    expect(report()).toEqual([
      'docs/decisions/README.md:6: 002: the index says "accepted (2026-10) · amended by 003", the ADR says "accepted (2026-11) · amended by 003"',
    ]);
  });

  it('reports a relation the index leaves out', () => {
    plant('docs/decisions/README.md', '| accepted (2026-11) · supersedes 001 · amends 002 |', '| accepted (2026-11) · supersedes 001 |');
    expect(report()).toEqual([
      'docs/decisions/README.md:7: 003: the index says "accepted (2026-11) · supersedes 001", the ADR says "accepted (2026-11) · supersedes 001 · amends 002"',
    ]);
  });

  it('reports an index entry without its file, and a file without its entry', () => {
    plant('docs/decisions/README.md', '[001](001-first.md)', '[001](001-the-first.md)');
    expect(report()).toEqual([
      'docs/decisions/README.md:5: the index lists 001-the-first.md, which is no ADR file of the folder',
      'docs/decisions/README.md:1: 001-first.md is not listed in the index',
      'docs/decisions/README.md:5: "001-the-first.md": no such file or folder docs/decisions/001-the-first.md',
    ]);
  });

  it('reports a title the index words otherwise', () => {
    plant('docs/decisions/README.md', '| The first decision |', '| The first decision, reworded |');
    expect(report()).toEqual([
      'docs/decisions/README.md:5: 001: the index says "The first decision, reworded", the ADR\'s title is "The first decision"',
    ]);
  });

  it('reports a relation named on one side only', () => {
    plant('docs/decisions/002-second.md', ' · amended by [003](003-third.md) (its\ndetail)', '');
    plant('docs/decisions/README.md', '| accepted (2026-11) · amended by 003 |', '| accepted (2026-11) |');
    expect(report()).toEqual(['docs/decisions/003-third.md:3: "amends 002" is one-sided: 002 does not say "amended by 003"']);
  });

  it('reports an ADR without a status, and a status outside the vocabulary', () => {
    plant('docs/decisions/001-first.md', 'Status: superseded by [003](003-third.md) (2026-11)', 'Replaced by 003.');
    plant('docs/decisions/003-third.md', '· amends 002 (the detail)', '· takes up 002 (the detail)');
    expect(report()).toEqual([
      'docs/decisions/001-first.md:1: no "Status:" line before the first section',
      expect.stringMatching(
        /^docs\/decisions\/003-third\.md:3: "takes up 002 \(the detail\)" starts with no relation of the index's vocabulary/,
      ),
    ]);
  });

  it('reports a link to a file that does not exist and an anchor no heading has', () => {
    plant('README.md', '(app/README.md)', '(apps/README.md)');
    plant('app/README.md', '#read-on', '#read-more');
    expect(report()).toEqual([
      'README.md:4: "apps/README.md": no such file or folder apps/README.md',
      'app/README.md:3: "../README.md#read-more": README.md has no heading with the anchor #read-more',
    ]);
  });

  it('checks the links of the ADRs too, with their lines', () => {
    plant('docs/decisions/003-third.md', '(../topic.md)', '(../topics.md)');
    expect(report()).toEqual(['docs/decisions/003-third.md:6: "../topics.md": no such file or folder docs/topics.md']);
  });
});
