import { spawnSync } from 'node:child_process';
import { lstatSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { NginxDeployment } from './nginx-deployment';

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Every path below `from` written in a config, moved below `to`. */
const moved = (text: string, from: string, to: string): string => text.replace(new RegExp(`${escaped(from)}(?=/)`, 'g'), to);

/**
 * `nginx -t` of the running deployment as it would be with `staged` (file name → new
 * content) in place of the files of the same name in `outDir`, while those stay as they
 * are: the main config and every file of `outDir` are copied, with `outDir` moved to a
 * folder of its own (a dot folder inside it, which no `*.conf` include takes); the
 * copy of the main config lies beside the original, so its relative includes resolve
 * the same. `-T` lists the files nginx read, which proves the staged ones were tested.
 * Throws with nginx's message, naming the real files, when nginx refuses the config.
 */
export function testNginxConfig(nginx: NginxDeployment, outDir: string, staged: Readonly<Record<string, string>>): void {
  const out = path.resolve(outDir);
  const main = path.resolve(nginx.mainConfig);
  const stage = mkdtempSync(path.join(out, '.nginx-test-'));
  const mainCopy = path.join(path.dirname(main), `.${path.basename(main)}.test-${process.pid}`);
  const back = (text: string) => moved(text, stage, out).split(mainCopy).join(main);
  try {
    const present = readdirSync(out).filter((name) => !name.startsWith('.') && lstatSync(path.join(out, name)).isFile());
    for (const name of new Set([...present, ...Object.keys(staged)]))
      writeFileSync(path.join(stage, name), moved(staged[name] ?? readFileSync(path.join(out, name), 'utf8'), out, stage));
    writeFileSync(mainCopy, moved(readFileSync(main, 'utf8'), out, stage));
    const args = ['-T', '-c', mainCopy, '-e', 'stderr', ...(nginx.prefix === null ? [] : ['-p', nginx.prefix])];
    const result = spawnSync(nginx.binary, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (result.error !== undefined) throw new Error(`${nginx.binary} could not test the config: ${result.error.message}`);
    if (result.status !== 0)
      throw new Error(`nginx -t refused the config with the new ${Object.keys(staged).join(', ')}:\n${back(result.stderr.trim())}`);
    const unread = Object.keys(staged).filter((name) => !result.stdout.includes(`# configuration file ${path.join(stage, name)}:`));
    if (unread.length > 0)
      throw new Error(
        `nginx -t of ${main} never read ${unread.map((name) => path.join(out, name)).join(', ')}: NGINX_CONF must be the config that includes ${out}/*.conf by that path`,
      );
  } finally {
    rmSync(stage, { recursive: true, force: true });
    rmSync(mainCopy, { force: true });
  }
}
