import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { DevMiddleware } from '@isarlicht/tooling/create-webpack-config';
import { unitTestWorkspaces } from '../src/tools/tests/unit-test-workspaces';

const repoRoot = path.resolve(__dirname, '..', '..');
const reportsDir = path.join(repoRoot, 'reports');

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Access-Control-Allow-Origin': '*',
  });
  res.end(JSON.stringify(body));
}

/** GET: the latest reports `npm test` wrote (reports/jest/*.json, reports/playwright.json). */
function reports(_req: IncomingMessage, res: ServerResponse): void {
  const jestDir = path.join(reportsDir, 'jest');
  const jest = existsSync(jestDir)
    ? readdirSync(jestDir)
        .filter((file) => file.endsWith('.json'))
        .sort()
        .map((file) => readJson(path.join(jestDir, file)))
    : [];
  const playwrightFile = path.join(reportsDir, 'playwright.json');
  sendJson(res, 200, { jest, playwright: existsSync(playwrightFile) ? readJson(playwrightFile) : null });
}

/** POST ?workspace=<name>: runs that workspace's Jest tests and streams the output; the last line is `exit <code>`. */
function run(req: IncomingMessage, res: ServerResponse): void {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'POST' });
    res.end();
    return;
  }
  const workspace = new URL(req.url ?? '', 'http://localhost').searchParams.get('workspace') ?? '';
  if (req.method !== 'POST' || !(unitTestWorkspaces as readonly string[]).includes(workspace)) {
    sendJson(res, 400, { error: `POST mit workspace=${unitTestWorkspaces.join('|')}` });
    return;
  }
  res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Access-Control-Allow-Origin': '*' });
  const child = spawn('npx', ['jest', '--ci'], { cwd: path.join(repoRoot, workspace), env: { ...process.env, FORCE_COLOR: '0' } });
  child.stdout.on('data', (chunk: Buffer) => res.write(chunk));
  child.stderr.on('data', (chunk: Buffer) => res.write(chunk));
  child.on('close', (code) => res.end(`\nexit ${code ?? 1}\n`));
  req.on('close', () => {
    if (child.exitCode === null) child.kill();
  });
}

export const testRunMiddlewares: readonly DevMiddleware[] = [
  { name: 'devtools-test-reports', path: '/__devtools/reports', middleware: reports },
  { name: 'devtools-test-runs', path: '/__devtools/test-runs', middleware: run },
];
