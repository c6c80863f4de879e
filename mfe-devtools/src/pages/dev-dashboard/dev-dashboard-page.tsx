import { devToolIds, isOneOf } from '@isarlicht/contracts/routes/ids';
import { paths } from '@isarlicht/contracts/routes/paths';
import type { PageMeta, PageProps, RouteParams } from '@isarlicht/contracts/pages/page-module';
import { Link } from '@isarlicht/ui/link';
import { PageIntro } from '@isarlicht/ui/page-intro';
import { Section } from '@isarlicht/ui/section';
import { fixtureEnabled, fixtureId, fixtureMeta } from '../../fixture/fixture';
import { FixturePage } from '../../fixture/fixture-page';
import { toolViews } from '../../tools/tool-views';
import { LiveVersions } from '../../tools/versions/live-versions';
import { devTools } from './dev-tools';
import { ToolOverview } from './tool-overview';
import styles from './dev-dashboard-page.module.css';

export const meta = (params: RouteParams): PageMeta | null => {
  if (params.toolId === undefined) {
    return {
      title: 'Entwickler-Dashboard',
      description:
        'Interne Werkzeuge des Website-Teams: prüfen Texte, Links, Laufzeitfehler, Assets, Barrierefreiheit und Tests aller Remotes gegen die laufende Website.',
    };
  }
  if (fixtureEnabled && params.toolId === fixtureId) return fixtureMeta;
  const tool = devTools.find((entry) => entry.id === params.toolId);
  return tool ? { title: `${tool.title} – Entwickler-Dashboard`, description: tool.purpose } : null;
};

export default function DevDashboardPage({ params }: PageProps) {
  if (fixtureEnabled && params.toolId === fixtureId) return <FixturePage />;
  const tool = isOneOf(devToolIds, params.toolId) ? devTools.find((entry) => entry.id === params.toolId) : undefined;
  if (!tool) {
    return (
      <>
        <PageIntro
          eyebrow="Intern · nur für das Website-Team"
          title="Entwickler-Dashboard"
          lead="Sechs Werkzeuge, die Probleme der zusammengesetzten Website finden, bevor Besucher:innen sie sehen."
        />
        <Section title="Werkzeuge" id="werkzeuge">
          <ToolOverview />
        </Section>
        <Section title="Live-Versionen" id="versionen" tone="alt">
          <LiveVersions />
        </Section>
      </>
    );
  }
  const View = toolViews[tool.id];
  return (
    <>
      <PageIntro eyebrow="Entwickler-Dashboard" title={tool.title} lead={tool.purpose} />
      <Section id="ergebnis">
        <nav aria-label="Werkzeuge" className={styles.tabs}>
          <Link to={paths.devDashboard}>Übersicht</Link>
          {devTools.map((entry) => (
            <Link key={entry.id} to={paths.devTool(entry.id)} aria-current={entry.id === tool.id ? 'page' : undefined}>
              {entry.title}
            </Link>
          ))}
        </nav>
        <View />
      </Section>
    </>
  );
}
