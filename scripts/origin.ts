import { parseArgs } from 'node:util';
import { portsOf, startOriginFromEnv } from './distributed/origin-from-env';

const usage = `Starts one stateless origin on the release store RELEASE_STORE names (docs/decisions/050).

  npm run origin -- [--name origin-1] [--ports <shell>,<marketing>,<references>,<consent>,<devtools>]

Without --ports it listens where npm start does (SHELL_PORT, …). Health: GET /_origin/health on every listener.`;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { name: { type: 'string' }, ports: { type: 'string' }, help: { type: 'boolean' } } });
  if (values.help === true) {
    console.log(usage);
    return;
  }
  const name = values.name ?? 'origin-1';
  const origin = await startOriginFromEnv(name, portsOf(values.ports));
  for (const { app, url } of origin.listeners) console.log(`[origin] ${name} pid ${process.pid} ${url} ${app}`);
  const stop = () => {
    void origin.stop().then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(`[origin] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
