import { expectInspection } from '@isarlicht/tooling/expect-inspection';
import { inspect } from '../src/inspect/inspect';

it('./inspect lists the texts of the consent layer for the dev dashboard', async () => {
  await expectInspection(await import('../src/exposes/inspect'), 'consent', 0);
  expect((await inspect()).texts.map((text) => text.field)).toEqual(
    expect.arrayContaining(['consent.purposes.analytics.label', 'consent.assistantMessage']),
  );
});
