import { renderToString } from 'react-dom/server';
import type { LayerModule } from '@isarlicht/contracts/pages/page-module';
import { consentLayerModule } from '../../federation/consent-layer-module';
import { loadDeployment, loadRemoteModule } from '../../federation/remote-modules';

/**
 * What of the consent layer a prerendered page carries, to answer before the layer runs:
 * the undecided visitor's first-visit panel (docs/decisions/043) and the early assistant
 * and booking dialogs (docs/decisions/053).
 */
export interface PrerenderedConsentParts {
  /** Null when the live consent release has no such panel. */
  readonly panel: string | null;
  /** Null when the live consent release has no early dialogs. */
  readonly dialogs: string | null;
  /**
   * The consent layer's stylesheets as text, for the page's head: a stylesheet of the
   * consent remote's origin would hold the page's first paint for another connection.
   */
  readonly css: string;
}

const withoutSourceMap = (css: string): string => css.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '');

/**
 * Renders the consent layer's first-visit panel with the deployment's default and its
 * early dialogs, and reads the stylesheets the layer brought. Null when the live
 * consent release has neither: its pages then carry none of it.
 */
export async function renderConsentParts(target: Window): Promise<PrerenderedConsentParts | null> {
  const config = await loadDeployment();
  const { FirstVisitPanel, EarlyDialogs } = await loadRemoteModule<LayerModule>(consentLayerModule.remote, consentLayerModule.module);
  if (FirstVisitPanel === undefined && EarlyDialogs === undefined) return null;
  const origin = new URL(config.remotes.consent).origin;
  const sheets = [...target.document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
    .map((link) => link.href)
    .filter((href) => new URL(href).origin === origin);
  const css = await Promise.all(sheets.map(async (href) => withoutSourceMap(await (await fetch(href)).text())));
  return {
    panel: FirstVisitPanel === undefined ? null : renderToString(<FirstVisitPanel consentDefault={config.consentDefault} />),
    dialogs: EarlyDialogs === undefined ? null : renderToString(<EarlyDialogs />),
    css: css.join('\n'),
  };
}
