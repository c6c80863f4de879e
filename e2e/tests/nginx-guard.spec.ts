import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { redirectsFileName } from '@isarlicht/deploy';
import { applyNginxInclude } from '../../scripts/nginx/apply-include';
import { answerOf, injectedInclude, secret, startGuardedNginx, type GuardedNginx } from '../support/nginx-guard';
import { expect, test } from '../support/test';

/**
 * Debian's nginx on small builds of its own (`startGuardedNginx`): the deploy's include
 * step (`applyNginxInclude`, what `npm run deploy` runs with `NGINX_OUT`) against the
 * running nginx, and links planted in the served roots. One nginx, so one worker.
 */
test.describe('nginx guards the deploy and the served roots', { tag: ['@shell', '@nginx'] }, () => {
  test.describe.configure({ mode: 'serial' });
  let nginx: GuardedNginx;

  test.beforeAll(async () => {
    nginx = await startGuardedNginx();
  });

  test.afterAll(async () => {
    await nginx.stop();
  });

  test('an include nginx refuses never replaces the old one, and the running nginx keeps serving', async () => {
    const before = nginx.redirects();
    const pid = readFileSync(nginx.deployment.pidFile, 'utf8');
    expect(await answerOf(`${nginx.shell}/ueber-uns`)).toBe('301 /about');

    expect(() => applyNginxInclude(nginx.deployment, nginx.outDir, redirectsFileName, injectedInclude, 'a planted include')).toThrow(
      /nginx -t refused the config with the new shell-redirects\.locations:\n.*unexpected "}"/,
    );

    expect(nginx.redirects()).toBe(before);
    expect(existsSync(path.join(nginx.outDir, `${redirectsFileName}.next`))).toBe(false);
    expect(readFileSync(nginx.deployment.pidFile, 'utf8')).toBe(pid);
    expect(await answerOf(`${nginx.shell}/ueber-uns`)).toBe('301 /about');
    expect(await answerOf(`${nginx.shell}/about`)).toBe('200');
  });

  test('an include nginx accepts goes live with the reload', async () => {
    const moved = nginx.redirects().replaceAll('/ueber-uns', '/wir');
    applyNginxInclude(nginx.deployment, nginx.outDir, redirectsFileName, moved, 'a moved old address');
    expect(nginx.redirects()).toBe(moved);
    await expect.poll(() => answerOf(`${nginx.shell}/wir`)).toBe('301 /about');
  });

  test('a link inside a served root is not served', async () => {
    for (const origin of [nginx.shell, nginx.remote]) {
      const response = await fetch(`${origin}/leaked.js`, { redirect: 'manual' });
      expect([403, 404], origin).toContain(response.status);
      expect(await response.text()).not.toContain(secret);
    }
    expect(await answerOf(`${nginx.shell}/main.js`)).toBe('200');
    expect(await answerOf(`${nginx.remote}/remoteEntry.js`)).toBe('200');
  });
});
