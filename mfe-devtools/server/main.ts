import { callAnalyticsPort, portOf } from '@isarlicht/tooling';
import { startCallAnalyticsServer } from './index';

/** `npm run dev:server -w mfe-devtools`: the API beside the dev servers (`npm run dev`). */
startCallAnalyticsServer({
  mode: 'development',
  port: callAnalyticsPort(),
  origins: { shell: `http://localhost:${portOf('shell')}`, devtools: `http://localhost:${portOf('devtools')}` },
}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
