import { useCallback, useEffect, useState } from 'react';
import { Button } from '@isarlicht/ui/button';
import { loadInspections } from '../inspections/load-inspections';
import { counted } from '../ui/counted';
import { FindingsTable } from '../ui/findings-table';
import { saveLastResult } from '../ui/last-results';
import { ToolStatus } from '../ui/tool-status';
import { findTextProblems, type TextProblem } from './find-text-problems';

type State =
  | { readonly phase: 'running' }
  | { readonly phase: 'done'; readonly problems: TextProblem[]; readonly texts: number; readonly failed: string[] };

/** Checks every visitor-facing text and page meta of every remote, from their `./inspect`. */
export function TranslationsTool() {
  const [state, setState] = useState<State>({ phase: 'running' });
  const run = useCallback(async () => {
    setState({ phase: 'running' });
    const results = await loadInspections();
    const inspections = results.flatMap((result) => ('inspection' in result ? [result.inspection] : []));
    const failed = results.flatMap((result) => ('error' in result ? [`${result.remote}: ${result.error}`] : []));
    const problems = findTextProblems(inspections);
    const texts = inspections.reduce((sum, inspection) => sum + inspection.texts.length + inspection.pages.length * 2, 0);
    saveLastResult('translations', problems.length + failed.length, `${counted(problems.length, 'Befund', 'Befunde')} in ${texts} Texten`);
    setState({ phase: 'done', problems, texts, failed });
  }, []);
  useEffect(() => {
    void run();
  }, [run]);

  if (state.phase === 'running') return <ToolStatus busy text="Texte aller Remotes werden geladen und geprüft …" />;
  return (
    <>
      <ToolStatus
        busy={false}
        text={`${counted(state.problems.length, 'Befund', 'Befunde')} in ${state.texts} Texten, Titeln und Beschreibungen.`}
      />
      {state.failed.map((failure) => (
        <p key={failure} role="alert">
          Nicht prüfbar: {failure}
        </p>
      ))}
      <Button variant="secondary" onClick={() => void run()}>
        Erneut prüfen
      </Button>
      <FindingsTable<TextProblem>
        caption="Befunde der Textprüfung"
        rows={state.problems}
        rowKey={(problem, index) => `${problem.remote}${problem.path}${problem.field}${index}`}
        empty="Keine Befunde: alle Texte sind deutsch, vollständig und in den Längengrenzen."
        columns={[
          { header: 'Remote', cell: (problem) => problem.remote },
          { header: 'Route', cell: (problem) => <a href={problem.path}>{problem.path}</a> },
          { header: 'Feld', cell: (problem) => <code>{problem.field}</code> },
          { header: 'Befund', cell: (problem) => problem.message },
        ]}
      />
    </>
  );
}
