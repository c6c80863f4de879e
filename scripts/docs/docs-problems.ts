import { adrProblems } from './check-adrs';
import { linkProblems } from './check-links';
import { docFiles } from './doc-files';
import type { Problem } from './problem';

export interface DocsReport {
  readonly files: number;
  readonly problems: readonly Problem[];
}

/** Everything `npm run docs:check` holds the documentation of a repository root to. */
export function checkDocs(root: string): DocsReport {
  const files = docFiles(root);
  return { files: files.length, problems: [...adrProblems(root), ...linkProblems(root, files)] };
}
