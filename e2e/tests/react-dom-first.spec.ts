import { expect, test } from '@playwright/test';
import { recordAppendedScripts, scriptSteps } from '../support/appended-scripts';
import { mainScriptPattern } from '../support/main-script';

const bootstrapChunk = /\/chunks\/bootstrap\.[0-9a-f]+\.js$/;

/**
 * A start nobody waits for (a key press on a page that waits for the visitor): React
 * DOM, the largest script of the start, evaluates in a task of its own before the
 * bootstrap's modules are even requested, so no single task of the start holds a tap
 * back for both (docs/decisions/081). Read off the order of the script elements the
 * start puts into the page: chunks have run before the bootstrap's is put in.
 */
test('a start nobody waits for runs React DOM before it asks for the bootstrap', { tag: ['@shell'] }, async ({ page }) => {
  await recordAppendedScripts(page);
  await page.goto('/about', { waitUntil: 'commit' });
  await page.waitForFunction(() => document.documentElement.dataset.shell === 'live');
  await page.keyboard.press('Shift');
  await page.waitForFunction(() => document.documentElement.dataset.shell === 'ready');
  const steps = await scriptSteps(page);
  const bootstrapAt = steps.findIndex(({ step, src }) => step === 'appended' && bootstrapChunk.test(new URL(src).pathname));
  expect(bootstrapAt).toBeGreaterThan(0);
  const chunksRunBefore = steps
    .slice(0, bootstrapAt)
    .filter(({ step, src }) => step === 'loaded' && !mainScriptPattern.test(new URL(src).pathname))
    .map(({ src }) => src);
  // React DOM and what it needs (React, the shared react-dom module) have run before the bootstrap is asked for;
  // when both came in one step, the bootstrap's script was put in beside them, before any of them had run.
  expect(chunksRunBefore.length).toBeGreaterThan(0);
});
