import fs from 'node:fs';
import path from 'node:path';
import { readAdrs, type AdrFile } from './adr-files';
import { indexRows } from './adr-index';
import { parseMarkdown } from './markdown';
import type { Problem } from './problem';
import { inverseOf } from './relations';
import { describeRelation, readStatus, type Status } from './status-line';

export const decisionsFolder = path.join('docs', 'decisions');
const indexName = 'README.md';

const sameRelations = (a: Status, b: Status): boolean => {
  const names = (status: Status) => status.relations.map(describeRelation).sort().join(', ');
  return names(a) === names(b);
};

const describeStatus = (status: Status): string =>
  [`${status.state} (${status.date})`, ...status.relations.map(describeRelation)].join(' · ');

function fileProblems(adr: AdrFile, at: string): Problem[] {
  const problems: Problem[] = [];
  if (adr.title === null) problems.push({ file: at, line: 1, message: `the first heading is "# ${adr.number} · <title>"` });
  else if (adr.titleNumber !== adr.number)
    problems.push({ file: at, line: 1, message: `the heading's number ${adr.titleNumber} is not the file's ${adr.number}` });
  if (adr.status === null) problems.push({ file: at, line: 1, message: 'no "Status:" line before the first section' });
  return problems;
}

/** The status of every ADR that has a readable one; the others become problems. */
function statusesOf(adrs: readonly AdrFile[], relative: (adr: AdrFile) => string, problems: Problem[]): Map<string, Status> {
  const statuses = new Map<string, Status>();
  for (const adr of adrs) {
    problems.push(...fileProblems(adr, relative(adr)));
    if (adr.status === null) continue;
    const reading = readStatus(adr.status.text);
    if ('problem' in reading) problems.push({ file: relative(adr), line: adr.status.line, message: reading.problem });
    else statuses.set(adr.number, reading.status);
  }
  return statuses;
}

function relationProblems(adrs: readonly AdrFile[], statuses: Map<string, Status>, relative: (adr: AdrFile) => string): Problem[] {
  const byNumber = new Map(adrs.map((adr) => [adr.number, adr]));
  return adrs.flatMap((adr) =>
    (statuses.get(adr.number)?.relations ?? []).flatMap((relation): Problem[] => {
      const at = { file: relative(adr), line: adr.status?.line ?? 1 };
      const other = statuses.get(relation.target);
      if (!byNumber.has(relation.target))
        return [{ ...at, message: `"${describeRelation(relation)}": there is no ADR ${relation.target}` }];
      if (relation.target === adr.number) return [{ ...at, message: `"${describeRelation(relation)}" names the ADR itself` }];
      if (other === undefined) return [];
      const inverse = inverseOf(relation.name);
      if (other.relations.some((back) => back.name === inverse && back.target === adr.number)) return [];
      return [
        { ...at, message: `"${describeRelation(relation)}" is one-sided: ${relation.target} does not say "${inverse} ${adr.number}"` },
      ];
    }),
  );
}

function indexProblems(folder: string, at: string, adrs: readonly AdrFile[], statuses: Map<string, Status>): Problem[] {
  const problems: Problem[] = [];
  const listed = new Set<string>();
  const byName = new Map(adrs.map((adr) => [adr.name, adr]));
  for (const row of indexRows(parseMarkdown(fs.readFileSync(path.join(folder, indexName), 'utf8')))) {
    const report = (message: string) => problems.push({ file: at, line: row.line, message });
    const adr = row.link === null ? undefined : byName.get(row.link.href);
    if (row.link === null) {
      report(`the row "${row.title}" links no ADR file`);
      continue;
    }
    if (adr === undefined) {
      report(`the index lists ${row.link.href}, which is no ADR file of the folder`);
      continue;
    }
    if (listed.has(adr.name)) report(`${adr.name} is listed twice`);
    listed.add(adr.name);
    if (row.link.text !== adr.number) report(`the link to ${adr.name} reads "${row.link.text}", not its number ${adr.number}`);
    if (adr.title !== null && row.title !== adr.title)
      report(`${adr.number}: the index says "${row.title}", the ADR's title is "${adr.title}"`);
    const reading = readStatus(row.status);
    const status = statuses.get(adr.number);
    if ('problem' in reading) report(`${adr.number}: ${reading.problem}`);
    else if (
      status &&
      (reading.status.state !== status.state || reading.status.date !== status.date || !sameRelations(reading.status, status))
    ) {
      report(`${adr.number}: the index says "${describeStatus(reading.status)}", the ADR says "${describeStatus(status)}"`);
    }
  }
  for (const adr of adrs) {
    if (!listed.has(adr.name)) problems.push({ file: at, line: 1, message: `${adr.name} is not listed in the index` });
  }
  return problems;
}

/**
 * The ADRs against their index: a title and a readable status in every file, one index
 * row per file with the same title and status, and every relation named on both sides.
 */
export function adrProblems(root: string): Problem[] {
  const folder = path.join(root, decisionsFolder);
  const relative = (adr: AdrFile) => path.relative(root, adr.path);
  const adrs = readAdrs(folder);
  const problems: Problem[] = [];
  const statuses = statusesOf(adrs, relative, problems);
  problems.push(...relationProblems(adrs, statuses, relative));
  problems.push(...indexProblems(folder, path.join(decisionsFolder, indexName), adrs, statuses));
  return problems;
}
