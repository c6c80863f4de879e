import { renderToString } from 'react-dom/server';
import type { LayerModule } from '@isarlicht/contracts';
import { loadDeployment, loadRemoteModule } from '../federation/remote-modules';

/** The undecided visitor's consent panel as a prerendered page carries it (docs/decisions/043). */
export interface PrerenderedPanel {
  readonly html: string;
  /**
   * The consent layer's stylesheets as text, for the page's head: a stylesheet of the
   * consent remote's origin would hold the page's first paint for another connection.
   */
  readonly css: string;
}

export const panelFunctionName = 'isarlichtFirstVisitPanel';

const withoutSourceMap = (css: string): string => css.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '');

/**
 * Renders the consent layer's first-visit panel with the deployment's default, and
 * reads the stylesheets the layer brought. Null when the live consent release has no
 * such panel: its pages then carry none.
 */
export async function renderFirstVisitPanel(target: Window): Promise<PrerenderedPanel | null> {
  const config = await loadDeployment();
  const { FirstVisitPanel } = await loadRemoteModule<LayerModule>('consent', './consent-layer');
  if (FirstVisitPanel === undefined) return null;
  const origin = new URL(config.remotes.consent).origin;
  const sheets = [...target.document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
    .map((link) => link.href)
    .filter((href) => new URL(href).origin === origin);
  const css = await Promise.all(sheets.map(async (href) => withoutSourceMap(await (await fetch(href)).text())));
  return { html: renderToString(<FirstVisitPanel consentDefault={config.consentDefault} />), css: css.join('\n') };
}
