import path from 'node:path';
import { checkDocs } from './docs/docs-problems';
import { formatProblem } from './docs/problem';

/**
 * `npm run docs:check` (part of `npm test`): every ADR has a title and a status, the
 * index lists exactly the ADR files with their titles and statuses, every relation
 * between ADRs is named on both sides, and every relative link of the READMEs and of
 * `docs/` resolves, anchors included (docs/decisions/055).
 */
const { files, problems } = checkDocs(path.resolve(__dirname, '..'));
for (const problem of problems) console.error(formatProblem(problem));
if (problems.length > 0) {
  console.error(`[docs] ${problems.length} problem${problems.length === 1 ? '' : 's'} in the documentation`);
  process.exitCode = 1;
} else {
  console.log(`[docs] ${files} documents: the ADRs, their index and every relative link hold`);
}
