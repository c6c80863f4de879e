import { devToolIds, isOneOf, paths, type PageMeta, type PageProps, type RouteParams } from '@isarlicht/shared';
import { CardGrid, PageIntro, Section } from '@isarlicht/shared/ui';
import { devTools } from './dev-tools';

export const meta = (params: RouteParams): PageMeta | null => {
  if (params.toolId === undefined) {
    return { title: 'Entwickler-Dashboard', description: 'Interne Werkzeuge des Website-Teams: Texte, Links, Fehler, Assets, Barrierefreiheit und Tests.' };
  }
  const tool = devTools.find((entry) => entry.id === params.toolId);
  return tool ? { title: `${tool.title} – Entwickler-Dashboard`, description: tool.purpose } : null;
};

export default function DevDashboardPage({ params }: PageProps) {
  const tool = isOneOf(devToolIds, params.toolId) ? devTools.find((entry) => entry.id === params.toolId) : undefined;
  return (
    <>
      <PageIntro
        eyebrow="Intern · nur für das Website-Team"
        title={tool ? tool.title : 'Entwickler-Dashboard'}
        lead={tool ? tool.purpose : 'Sechs Werkzeuge, die Probleme der zusammengesetzten Website finden, bevor Besucher:innen sie sehen.'}
      />
      <Section title="Werkzeuge" id="werkzeuge" tone="alt">
        <CardGrid
          items={devTools
            .filter((entry) => entry.id !== tool?.id)
            .map((entry) => ({ to: paths.devTool(entry.id), title: entry.title, text: entry.purpose }))}
        />
      </Section>
    </>
  );
}
