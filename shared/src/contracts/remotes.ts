/** Module Federation names of the remotes; the shell registers them under these names. */
export const remoteNames = ['marketing', 'references', 'consent', 'devtools'] as const;
export type RemoteName = (typeof remoteNames)[number];

/**
 * The modules each remote exposes. Webpack configs and the shell's route table are
 * typed against this list, so a module that is renamed on one side fails to compile
 * on the other.
 */
export const exposedModules = {
  marketing: [
    './home',
    './about',
    './services',
    './service',
    './method',
    './role',
    './glossary',
    './glossary-term',
    './contact',
    './impressum',
    './agb',
    './inspect',
  ],
  references: ['./references', './reference', './industries', './industry', './inspect'],
  consent: ['./consent-layer', './inspect'],
  devtools: ['./dev-dashboard', './call-analytics', './inspect'],
} as const satisfies Record<RemoteName, readonly `./${string}`[]>;

export type ExposedModule<R extends RemoteName> = (typeof exposedModules)[R][number];

/** Default local origins; deployments override them (see the shell's remotes.json). */
export const defaultRemotePorts = {
  marketing: 8081,
  references: 8082,
  consent: 8083,
  devtools: 8084,
} as const satisfies Record<RemoteName, number>;
