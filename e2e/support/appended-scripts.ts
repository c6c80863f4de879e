import type { Page } from '@playwright/test';

const scriptsKey = 'scriptsAppended';

/** A script element put into the page, or its load. */
export interface ScriptStep {
  readonly step: 'appended' | 'loaded';
  readonly src: string;
}

/** Records every script element put into the page and its load, in order, kept even where the loader removes the element once it ran. */
const recordScripts = (key: string) => {
  const steps: ScriptStep[] = [];
  Reflect.set(window, key, steps);
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (!(node instanceof HTMLScriptElement) || node.src === '') continue;
        const { src } = node;
        steps.push({ step: 'appended', src });
        node.addEventListener('load', () => steps.push({ step: 'loaded', src }));
      }
  }).observe(document, { childList: true, subtree: true });
};

/** From now on, every document the page loads records the script elements put into it. */
export async function recordAppendedScripts(page: Page): Promise<void> {
  await page.addInitScript(recordScripts, scriptsKey);
}

/** The script elements put into the current document so far and their loads, in order. */
export const scriptSteps = (page: Page): Promise<ScriptStep[]> =>
  page.evaluate((key) => [...(Reflect.get(window, key) as ScriptStep[])], scriptsKey);

/** The addresses of the script elements put into the current document so far. */
export const appendedScripts = async (page: Page): Promise<string[]> =>
  (await scriptSteps(page)).filter(({ step }) => step === 'appended').map(({ src }) => src);
