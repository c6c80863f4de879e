import { devServerOrigin } from './dev-server-origin';

/** Starts one workspace's Jest run on the development server and hands over its output as it arrives. */
export async function runUnitTests(workspace: string, onOutput: (text: string) => void): Promise<number> {
  const response = await fetch(`${await devServerOrigin()}/__devtools/test-runs?workspace=${encodeURIComponent(workspace)}`, {
    method: 'POST',
  });
  if (!response.ok || !response.body) throw new Error(`Der Entwicklungsserver lehnt den Lauf ab (HTTP ${response.status})`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let output = '';
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    output += chunk.value;
    onOutput(output);
  }
  const exit = /exit (\d+)\s*$/.exec(output);
  return exit ? Number(exit[1]) : 1;
}
