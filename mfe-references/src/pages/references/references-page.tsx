import { navigate } from '@isarlicht/browser-runtime/navigation/navigate';
import { paths } from '@isarlicht/contracts/routes/paths';
import type { PageMeta, PageProps } from '@isarlicht/contracts/pages/page-module';
import { PageIntro } from '@isarlicht/ui/page-intro';
import { Section } from '@isarlicht/ui/section';
import { ReferenceGrid } from '../../components/reference-grid';
import {
  filterOptions,
  filterReferences,
  parseReferenceFilter,
  referenceFilterQuery,
  type ReferenceFilter,
} from '../../content/reference-filter';
import { references } from '../../content/references';
import { ReferenceFilterBar } from './reference-filter-bar';
import { ResultSummary } from './result-summary';

export const meta = (): PageMeta => ({
  title: 'Referenzen',
  description:
    'Buchungsplattformen, KI-Anwendungen, Recruiting-Lösungen und MVPs: Fallstudien mit Ausgangslage, Lösung und gemessenen Ergebnissen aus unseren Projekten.',
});

const options = filterOptions(references);

// The filter answers the visitor: the first load hydrates the page (docs/decisions/028).
export const interactive = true;

export default function ReferencesPage({ search }: PageProps) {
  const searchParams = new URLSearchParams(search);
  const filter = parseReferenceFilter(searchParams, options);
  const shown = filterReferences(references, filter);
  const applyFilter = (next: ReferenceFilter) => {
    const query = referenceFilterQuery(next, searchParams).toString();
    // Each real change is a history entry, so Back returns to the previous filter.
    if (query !== searchParams.toString()) navigate(query === '' ? paths.references : `${paths.references}?${query}`);
  };
  return (
    <>
      <PageIntro
        eyebrow="Referenzen"
        title="Projekte, die im Betrieb überzeugen"
        lead="Ein Auszug aus unserer Arbeit: von der Idee im Bootcamp über das MVP bis zur Plattform mit tausenden Nutzer:innen. Vertrauliche Projekte zeigen wir anonymisiert."
      />
      <Section>
        <ReferenceFilterBar options={options} filter={filter} onChange={applyFilter} />
        <ResultSummary shown={shown.length} total={references.length} filter={filter} onReset={() => applyFilter({})} />
        {shown.length > 0 ? <ReferenceGrid references={shown} label="Referenzen" headingLevel="h2" /> : null}
      </Section>
    </>
  );
}
