import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { applyNginxInclude } from '../nginx/apply-include';
import type { NginxDeployment } from '../nginx/nginx-deployment';

/**
 * The deploy's include step against a stand-in for `nginx -T` (fixtures/fake-nginx.sh),
 * so it runs where nginx is not installed; e2e/tests/nginx-guard.spec.ts runs it against
 * Debian's nginx. The "nginx" to reload is a `sleep`, which SIGHUP ends.
 */
const fakeNginx = path.join(__dirname, 'fixtures', 'fake-nginx.sh');
const oldInclude = 'location = /alt {\n    return 301 /about;\n}\n';

let dir = '';
let outDir = '';
let running: ChildProcess;
let deployment: NginxDeployment;
const include = () => readFileSync(path.join(outDir, 'shell-redirects.locations'), 'utf8');
const hungUp = () => running.signalCode === 'SIGHUP';

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'isarlicht-nginx-include-'));
  outDir = path.join(dir, 'conf');
  mkdirSync(outDir);
  writeFileSync(path.join(outDir, 'shell.conf'), `server {\n    include "${outDir}/shell-redirects.locations";\n}\n`);
  writeFileSync(path.join(outDir, 'shell-redirects.locations'), oldInclude);
  writeFileSync(path.join(dir, 'nginx.conf'), `http {\n    include ${outDir}/*.conf;\n}\n`);
  running = spawn('sleep', ['30']);
  writeFileSync(path.join(dir, 'nginx.pid'), String(running.pid));
  deployment = { binary: fakeNginx, mainConfig: path.join(dir, 'nginx.conf'), prefix: dir, pidFile: path.join(dir, 'nginx.pid') };
});
afterEach(() => {
  running.kill();
  rmSync(dir, { recursive: true, force: true });
});

const settled = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('the include a deploy writes', () => {
  it('replaces the old one and reloads nginx once nginx -t passed with it', async () => {
    const next = 'location = /neu {\n    return 301 /about;\n}\n';
    applyNginxInclude(deployment, outDir, 'shell-redirects.locations', next, 'new redirects');
    expect(include()).toBe(next);
    await settled();
    expect(hungUp()).toBe(true);
    expect(readdirSync(outDir).sort()).toEqual(['shell-redirects.locations', 'shell.conf']);
    expect(readdirSync(dir).sort()).toEqual(['conf', 'nginx.conf', 'nginx.pid']);
  });

  it('leaves the old one and the running nginx alone when nginx -t refuses it, with the message naming the real file', async () => {
    expect(() => applyNginxInclude(deployment, outDir, 'shell-redirects.locations', 'location = /a }} {\n', 'bad redirects')).toThrow(
      `nginx -t refused the config with the new shell-redirects.locations:\nnginx: [emerg] unexpected "}" in ${outDir}/shell-redirects.locations:1`,
    );
    expect(include()).toBe(oldInclude);
    await settled();
    expect(hungUp()).toBe(false);
    expect(readdirSync(outDir).sort()).toEqual(['shell-redirects.locations', 'shell.conf']);
    expect(readdirSync(dir).sort()).toEqual(['conf', 'nginx.conf', 'nginx.pid']);
  });

  it('refuses to go on when the main config does not include the folder, so the test could not have read the new file', () => {
    writeFileSync(path.join(dir, 'nginx.conf'), 'http {\n    include /somewhere/else/*.conf;\n}\n');
    expect(() => applyNginxInclude(deployment, outDir, 'shell-redirects.locations', 'location = /neu {}\n', 'new redirects')).toThrow(
      `never read ${outDir}/shell-redirects.locations: NGINX_CONF must be the config that includes ${outDir}/*.conf`,
    );
    expect(include()).toBe(oldInclude);
  });
});
