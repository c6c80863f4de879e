import { loadRemote } from '@module-federation/enhanced/runtime';
import { deploymentConfigFromEnv } from '@isarlicht/tooling/ports';

/** The federation runtime's `loadRemote`, as the test file's `jest.mock` of the runtime made it. */
export const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

/** Answers every request of the shell with the production deployment configuration. */
export function serveDeploymentConfig(): void {
  const config = deploymentConfigFromEnv('production', {});
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => config })) as unknown as typeof fetch;
}
