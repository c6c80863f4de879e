#!/usr/bin/env -S node --import tsx
import { parseArgs } from 'node:util';
import { callAnalyticsPort, portOf } from '@isarlicht/tooling/ports';
import { startCallAnalyticsServer } from './index';

/**
 * `isarlicht-call-analytics [--mode production]`, the app's bin: the API on its own port,
 * configured from the environment. `npm run dev:server -w mfe-devtools` runs it beside the
 * dev servers; `npm start` and `npm run start:distributed` run it as their child process.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { mode: { type: 'string', default: 'development' } } });
  const mode = values.mode;
  if (mode !== 'development' && mode !== 'production') throw new Error(`--mode must be development or production, got ${mode}`);
  const app = await startCallAnalyticsServer({
    mode,
    port: callAnalyticsPort(),
    origins: { shell: `http://localhost:${portOf('shell')}`, devtools: `http://localhost:${portOf('devtools')}` },
  });
  const stop = () => void app.close().finally(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
