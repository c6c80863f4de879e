import type { FastifyInstance } from 'fastify';
import { createCallAnalyticsServer } from './app';
import { callAnalyticsOptionsFromEnv } from './config';

export { createCallAnalyticsServer } from './app';
export { callAnalyticsOptionsFromEnv, type CallAnalyticsOptions } from './config';

export interface StartOptions {
  readonly mode: 'development' | 'production';
  readonly port: number;
  /** Where the shell and the devtools remote are served, for CORS. */
  readonly origins: { readonly shell: string; readonly devtools: string };
  readonly env?: Readonly<Record<string, string | undefined>>;
}

/** Used by `npm start` and `npm run dev`: the API on its own port, configured from the environment. */
export async function startCallAnalyticsServer(options: StartOptions): Promise<FastifyInstance> {
  const settings = callAnalyticsOptionsFromEnv(options.mode, options.origins, options.env);
  const app = await createCallAnalyticsServer(settings, true);
  await app.listen({ port: options.port, host: 'localhost' });
  const source = settings.source === null ? 'keine Datenquelle' : settings.source.kind;
  const signIn = settings.credentials === null ? 'Anmeldung nicht eingerichtet' : `Anmeldung für ${settings.credentials.user}`;
  console.log(`[serve] call-analytics http://localhost:${options.port} (${source}, ${signIn})`);
  return app;
}
