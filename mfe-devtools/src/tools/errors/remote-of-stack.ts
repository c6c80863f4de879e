/**
 * Window errors are recorded before the deployment configuration is known, so they
 * carry no remote. A production stack names the chunk URLs it ran through: the
 * innermost frame served from a remote's origin tells which slice threw. Development
 * bundles evaluate modules as `webpack-internal:` sources, which name no origin.
 */
export function remoteOfStack(stack: string | null, origins: Readonly<Record<string, string>>): string | null {
  if (stack === null) return null;
  for (const url of stack.match(/https?:\/\/[^\s)]+/g) ?? []) {
    const origin = new URL(url).origin;
    const remote = Object.entries(origins).find(([, remoteOrigin]) => remoteOrigin === origin);
    if (remote) return remote[0];
  }
  return null;
}
