import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { redirectsFileName } from '@isarlicht/deploy';
import { applyNginxInclude } from '@isarlicht/scripts/nginx/apply-include';
import { rawGet } from '../support/raw-request';
import { answerOf, injectedInclude, secret, startGuardedNginx, type GuardedNginx } from '../support/nginx-guard';
import { expect, test } from '../support/test';

/**
 * Debian's nginx on small builds of its own (`startGuardedNginx`): the deploy's include
 * step (`applyNginxInclude`, what `npm run deploy` runs with `NGINX_OUT`) against the
 * running nginx, and links planted in the served roots. One nginx, so one worker.
 */
test.describe('nginx guards the deploy and the served roots', { tag: ['@shell', '@nginx'] }, () => {
  test.describe.configure({ mode: 'serial' });
  // Unset where the door reported the group as not run: then there is nothing to stop.
  let nginx: GuardedNginx | undefined;
  const running = (): GuardedNginx => {
    if (nginx === undefined) throw new Error('nginx did not start');
    return nginx;
  };

  test.beforeAll(async () => {
    nginx = await startGuardedNginx();
  });

  test.afterAll(async () => {
    await nginx?.stop();
  });

  test('an include nginx refuses never replaces the old one, and the running nginx keeps serving', async () => {
    const before = running().redirects();
    const pid = readFileSync(running().deployment.pidFile, 'utf8');
    expect(await answerOf(`${running().shell}/ueber-uns`)).toBe('301 /about');

    expect(() =>
      applyNginxInclude(running().deployment, running().outDir, redirectsFileName, injectedInclude, 'a planted include'),
    ).toThrow(/nginx -t refused the config with the new shell-redirects\.locations:\n.*unexpected "}"/);

    expect(running().redirects()).toBe(before);
    expect(existsSync(path.join(running().outDir, `${redirectsFileName}.next`))).toBe(false);
    expect(readFileSync(running().deployment.pidFile, 'utf8')).toBe(pid);
    expect(await answerOf(`${running().shell}/ueber-uns`)).toBe('301 /about');
    expect(await answerOf(`${running().shell}/about`)).toBe('200');
  });

  test('an include nginx accepts goes live with the reload', async () => {
    const moved = running().redirects().replaceAll('/ueber-uns', '/wir');
    applyNginxInclude(running().deployment, running().outDir, redirectsFileName, moved, 'a moved old address');
    expect(running().redirects()).toBe(moved);
    await expect.poll(() => answerOf(`${running().shell}/wir`)).toBe('301 /about');
  });

  test('a link inside a served root is not served', async () => {
    for (const origin of [running().shell, running().remote]) {
      // fetch drops a `connection` header and reuses a pooled connection, which the reload before retires.
      const answer = await rawGet(origin, '/leaked.js');
      expect([403, 404], origin).toContain(answer.status);
      expect(answer.body).not.toContain(secret);
    }
    expect(await answerOf(`${running().shell}/main.js`)).toBe('200');
    expect(await answerOf(`${running().remote}/remoteEntry.js`)).toBe('200');
  });
});
