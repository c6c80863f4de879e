import { defaultRemotePorts, remoteNames, type RemoteName } from '@isarlicht/contracts/deployment/remotes';
import {
  consentDefaults,
  type ConsentDefault,
  type DeploymentConfig,
  type ThirdPartyConfig,
} from '@isarlicht/contracts/deployment/deployment-config';

export type AppName = 'shell' | RemoteName;
export const appNames = ['shell', ...remoteNames] as const satisfies readonly AppName[];

const defaultPorts: Record<AppName, number> = { shell: 8080, ...defaultRemotePorts };

type Env = Readonly<Record<string, string | undefined>>;

/** `SHELL_PORT`, `MARKETING_PORT`, … override the default local ports. */
export function portOf(app: AppName, env: Env = process.env): number {
  const raw = env[`${app.toUpperCase()}_PORT`];
  const port = raw === undefined ? defaultPorts[app] : Number(raw);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`${app.toUpperCase()}_PORT must be a TCP port, got "${raw}"`);
  }
  return port;
}

/** The call-analytics API (`mfe-devtools/server`): `CALL_ANALYTICS_PORT`, default 8085. */
export function callAnalyticsPort(env: Env = process.env): number {
  const raw = env.CALL_ANALYTICS_PORT;
  const port = raw === undefined ? 8085 : Number(raw);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`CALL_ANALYTICS_PORT must be a TCP port, got "${raw}"`);
  return port;
}

/**
 * Builds the shell's `/remotes.json` from the environment: `MARKETING_ENTRY`, … name a
 * remote's manifest URL (default: its local port); `DEV_DASHBOARD=on|off` overrides
 * the default, which is on in development and off in production.
 */
export function deploymentConfigFromEnv(mode: 'development' | 'production', env: Env = process.env): DeploymentConfig {
  const remotes = Object.fromEntries(
    remoteNames.map((name) => [name, env[`${name.toUpperCase()}_ENTRY`] ?? `http://localhost:${portOf(name, env)}/mf-manifest.json`]),
  ) as Record<RemoteName, string>;
  const flag = env.DEV_DASHBOARD;
  if (flag !== undefined && flag !== 'on' && flag !== 'off') {
    throw new Error(`DEV_DASHBOARD must be "on" or "off", got "${flag}"`);
  }
  return {
    remotes,
    devDashboard: flag === undefined ? mode === 'development' : flag === 'on',
    thirdParty: thirdPartyFromEnv(env),
    consentDefault: consentDefaultFromEnv(env),
    // `CALL_ANALYTICS_URL`: where browsers reach the API in this deployment.
    callAnalytics: { apiUrl: env.CALL_ANALYTICS_URL ?? `http://localhost:${callAnalyticsPort(env)}` },
  };
}

/**
 * The Vapi web widget, pinned to a release of its script tag with the SHA-384 of that
 * file (docs/decisions/008): a new version is a deliberate change of both lines.
 */
export const vapiScript = {
  url: 'https://cdn.jsdelivr.net/gh/VapiAI/html-script-tag@1.1.7/dist/assets/index.js',
  integrity: 'sha384-bbIh02H7kwndJWDOcWXx2bcQYeetrlEsxjVyWmAWHMTK4tw3CTWa5Ot8xB9piMFz',
} as const;

/**
 * Third-party accounts of the sample agency; a deployment sets its own. Public ids
 * only: the Vapi private key lives on the call-analytics server, never here.
 */
function thirdPartyFromEnv(env: Env): ThirdPartyConfig {
  return {
    googleMapsEmbedUrl:
      env.GOOGLE_MAPS_EMBED_URL ?? 'https://www.google.com/maps?q=Zweibr%C3%BCckenstra%C3%9Fe+12,+80331+M%C3%BCnchen&hl=de&output=embed',
    hubspotMeetingsUrl: env.HUBSPOT_MEETINGS_URL ?? 'https://meetings-eu1.hubspot.com/isarlicht-digital/erstgespraech?embed=true',
    hubspotScriptUrl: env.HUBSPOT_SCRIPT_URL ?? 'https://static.hsappstatic.net/MeetingsEmbed/ex/MeetingsEmbedCode.js',
    vapi: {
      scriptUrl: env.VAPI_SCRIPT_URL ?? vapiScript.url,
      // A deployment's own script URL needs its own hash: the default one does not fit it.
      scriptIntegrity: env.VAPI_SCRIPT_INTEGRITY ?? (env.VAPI_SCRIPT_URL === undefined ? vapiScript.integrity : ''),
      publicKey: env.VAPI_PUBLIC_KEY ?? '',
      assistantId: env.VAPI_ASSISTANT_ID ?? '',
    },
    gaMeasurementId: env.GA_MEASUREMENT_ID ?? '',
    gaScriptUrl: env.GA_SCRIPT_URL ?? 'https://www.googletagmanager.com/gtag/js',
  };
}

/** `CONSENT_DEFAULT=all-on|all-off`: how the panel's optional purposes start (default `all-on`). */
function consentDefaultFromEnv(env: Env): ConsentDefault {
  const raw = env.CONSENT_DEFAULT;
  if (raw === undefined) return 'all-on';
  const known = consentDefaults.find((option) => option === raw);
  if (!known) throw new Error(`CONSENT_DEFAULT must be "all-on" or "all-off", got "${raw}"`);
  return known;
}
