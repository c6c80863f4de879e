import path from 'node:path';
import bcrypt from 'bcryptjs';
import { callAnalyticsPort } from '@isarlicht/tooling/ports';

export const callAnalyticsOrigin = `http://localhost:${callAnalyticsPort()}`;

/** The team member the tests sign in as; only the hash reaches the server. */
export const testCredentials = { user: 'e2e-team', password: 'Isarlicht-Test-2026!' } as const;

export const callExportPath = path.join(__dirname, '..', 'fixtures', 'vapi-calls.json');

/** The call-analytics server's environment for the test site: sign-in and the fixture export. */
export const callAnalyticsEnv = (): Record<string, string> => ({
  CALL_ANALYTICS_USER: testCredentials.user,
  CALL_ANALYTICS_PASSWORD_HASH: bcrypt.hashSync(testCredentials.password, 8),
  CALL_ANALYTICS_EXPORT: callExportPath,
});
