/** Module Federation names of the remotes; the shell registers them under these names. */
export const remoteNames = ['marketing', 'references', 'consent', 'devtools'] as const;
export type RemoteName = (typeof remoteNames)[number];

/**
 * The modules a remote exposes besides its pages (which its page manifest declares):
 * what the shell and the dev dashboard load by name.
 */
export const exposedModules = {
  marketing: ['./inspect'],
  references: ['./inspect'],
  consent: ['./consent-layer', './inspect'],
  devtools: ['./inspect'],
} as const satisfies Record<RemoteName, readonly `./${string}`[]>;

/** Default local origins; deployments override them (see the shell's remotes.json). */
export const defaultRemotePorts = {
  marketing: 8081,
  references: 8082,
  consent: 8083,
  devtools: 8084,
} as const satisfies Record<RemoteName, number>;
