import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, render, screen, waitFor } from '@testing-library/react';
// The Node build: the browser build needs a MessageChannel, which jsdom lacks; the markup is the same.
import { renderToString } from 'react-dom/server.node';
import {
  consentDecidedAttribute,
  consentLayerAttribute,
  firstVisitPanelId,
  panelSettingsAttribute,
} from '@isarlicht/contracts/start/page-state';
import { emit } from '@isarlicht/browser-runtime/events/bus';
import { ConsentLayer } from '../src/layer/consent-layer';
import { FirstVisitPanel } from '../src/panel/first-visit-panel';
import { decidedRecord } from './support/decided-record';
import { stubDeploymentConfig } from './support/stub-deployment-config';

/** The page as the prerender writes it: the content, then the panel. */
function prerenderedPage(consentDefault: 'all-on' | 'all-off'): { page: HTMLElement; panel: HTMLElement } {
  document.body.innerHTML = `<div id="page"><a href="/">Start</a></div>${renderToString(<FirstVisitPanel consentDefault={consentDefault} />)}`;
  const page = document.getElementById('page') as HTMLElement;
  const panel = document.getElementById(firstVisitPanelId) as HTMLElement;
  return { page, panel };
}

const box = (name: string) => document.querySelector<HTMLInputElement>(`#${firstVisitPanelId} input[name="${name}"]`);

describe('the prerendered first-visit panel', () => {
  it('names its boxes, presets them as the deployment says and names each button’s decision for the page to answer', () => {
    prerenderedPage('all-off');
    expect([box('analytics')?.checked, box('googleMaps')?.checked]).toEqual([false, false]);
    const buttons = [...document.querySelectorAll(`#${firstVisitPanelId} button[data-bus-event]`)];
    expect(buttons.map((button) => [button.textContent, button.getAttribute('data-bus-detail')])).toEqual([
      ['Alle akzeptieren', '{"decision":"all"}'],
      ['Auswahl speichern', '{"decision":"selection"}'],
      ['Nur essenzielle', '{"decision":"essential"}'],
    ]);
    expect(buttons.every((button) => button.getAttribute('data-bus-event') === 'consent:decide')).toBe(true);
    prerenderedPage('all-on');
    expect(box('hubspot')?.checked).toBe(true);
  });

  it('is hidden by its styles for a decided visitor and while the consent layer failed, by the attributes the page sets', () => {
    const css = readFileSync(path.join(__dirname, '../src/panel/first-visit-panel.module.css'), 'utf8');
    expect(css).toContain(`html[${consentDecidedAttribute}]`);
    expect(css).toContain(`html:not([${consentDecidedAttribute}])`);
    expect(css).toContain(`.firstVisit:not([${panelSettingsAttribute}])`);
    expect(css).toContain(`html[${consentLayerAttribute}='failed']`);
  });

  it('carries a close button for the settings, hidden and out of the focus order on a first visit', () => {
    prerenderedPage('all-off');
    const close = document.querySelector<HTMLButtonElement>(`#${firstVisitPanelId} [data-panel-close]`);
    expect(close?.textContent).toBe('Schließen');
    expect(close?.hidden).toBe(true);
  });
});

describe('the consent layer with a prerendered panel', () => {
  beforeEach(() => {
    window.localStorage.clear();
  });
  afterEach(() => {
    window.history.pushState(null, '', '/');
  });

  // The page reads the deployment once (loadDeploymentConfig), so every test here has the same live default.
  async function takeOver() {
    stubDeploymentConfig('all-on');
    const { page, panel } = prerenderedPage('all-off');
    const layer = document.createElement('div');
    page.append(layer);
    render(<ConsentLayer />, { container: layer });
    await act(async () => undefined);
    return { page, panel };
  }

  it('takes the panel over instead of rendering its own', async () => {
    const { panel } = await takeOver();
    expect(screen.getAllByRole('dialog', { name: 'Cookie-Einstellungen', hidden: true })).toHaveLength(1);
    expect(panel.hidden).toBe(false);
  });

  it('shows the live default where the page was rendered with another and the visitor has not changed a box', async () => {
    stubDeploymentConfig('all-on');
    const { page } = prerenderedPage('all-off');
    const analytics = box('analytics');
    if (analytics) analytics.checked = true;
    render(<ConsentLayer />, { container: page.appendChild(document.createElement('div')) });
    await waitFor(() => expect(box('googleMaps')?.checked).toBe(true));
    expect([box('analytics')?.checked, box('externalContent')?.checked]).toEqual([true, true]);
  });

  it('removes the panel once a decision is stored: the page answered its buttons itself and reloads', async () => {
    window.localStorage.setItem('cookieConsent', JSON.stringify(decidedRecord));
    await takeOver();
    expect(document.getElementById(firstVisitPanelId)).toBeNull();
  });

  it('keeps the panel a decided visitor opened as the settings before it ran, and removes it once the visitor closes it', async () => {
    window.localStorage.setItem('cookieConsent', JSON.stringify(decidedRecord));
    stubDeploymentConfig('all-on');
    const { page, panel } = prerenderedPage('all-off');
    panel.setAttribute(panelSettingsAttribute, '');
    render(<ConsentLayer />, { container: page.appendChild(document.createElement('div')) });
    await act(async () => undefined);
    expect(panel.isConnected).toBe(true);
    expect(screen.getAllByRole('dialog', { name: 'Cookie-Einstellungen', hidden: true })).toHaveLength(1);
    panel.hidden = true;
    await waitFor(() => expect(panel.isConnected).toBe(false));
  });

  it('gives way on a legal page and comes back, with the focus, on the next other page', async () => {
    const { panel } = await takeOver();
    act(() => emit('route-changed', { path: '/impressum' }));
    expect(panel.hidden).toBe(true);
    act(() => emit('route-changed', { path: '/about' }));
    expect(panel.hidden).toBe(false);
    expect(document.activeElement?.textContent).toBe('Datenschutzerklärung');
  });
});
