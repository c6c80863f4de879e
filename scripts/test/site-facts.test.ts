import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { privacySections } from 'mfe-marketing/content/legal/privacy';

/*
 * Facts that one slice states and another implements, or that belong to the one file a
 * real agency replaces (`site-config.ts`), checked across the slices that may not import
 * each other.
 */
const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const sourceFiles = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(tsx?|md)$/.test(file))
    .map((file) => path.join(dir, file));

describe('site facts', () => {
  it('keep the sample-agency note in the site facts only, shown from there', () => {
    const holders = [
      'shell/src',
      'mfe-marketing/src',
      'mfe-references/src',
      'mfe-consent/src',
      'mfe-devtools/src',
      'shared/contracts/src',
      'shared/site-content/src',
      'shared/ui/src',
    ]
      .flatMap(sourceFiles)
      .filter((file) => /Mustertext|fiktive Beispielagentur/.test(read(file)));
    expect(holders).toEqual(['shared/site-content/src/site-config.ts']);
  });

  it('start the assistant without audio recording, as the privacy policy says', () => {
    const assistant = JSON.stringify(privacySections.find((section) => section.id === 'ki-assistent'));
    expect(assistant).toContain('nicht als Tonaufnahme gespeichert');
    expect(read('mfe-consent/src/third-party/vapi.ts')).toMatch(/artifactPlan: \{ recordingEnabled: false \}/);
  });
});
