/** One finding of the docs check, printed as `file:line: message` (file relative to the root checked). */
export interface Problem {
  readonly file: string;
  readonly line: number;
  readonly message: string;
}

export const formatProblem = (problem: Problem): string => `${problem.file}:${problem.line}: ${problem.message}`;
