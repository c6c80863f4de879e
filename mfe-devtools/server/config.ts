import type { CallLoadSettings } from './call-loads';
import type { Credentials } from './credentials';
import { fileSource } from './sources/file-source';
import type { CallSource } from './sources/call-source';
import { vapiSource } from './sources/vapi-source';

export interface CallAnalyticsOptions {
  /** Unset: sign-in answers that it is not set up, and nobody gets in. */
  readonly credentials: Credentials | null;
  /** Unset: the calls endpoint answers that no source is set up. */
  readonly source: CallSource | null;
  /** Origins whose pages may call the API with the session cookie (the shell's). */
  readonly allowedOrigins: readonly string[];
  readonly sessionMinutes: number;
  /** `Secure` on the session cookie (docs/decisions/018). */
  readonly secureCookie: boolean;
  /** Sign-in attempts per client address and window. */
  readonly loginLimit: { readonly max: number; readonly windowMs: number };
  /**
   * Reverse proxies in front of the API whose `X-Forwarded-For` entry is believed. 0
   * (direct): the socket address is the client. Behind one proxy without this, every
   * visitor shares the proxy's address and so one sign-in limit.
   */
  readonly trustedProxies?: number;
  /** Deadline and cache of call loads; the defaults suit Vapi (docs/call-analytics.md). */
  readonly callLoad?: CallLoadSettings;
  /** The clock of sessions and of the call cache; tests move it forward. */
  readonly now?: () => number;
}

type Env = Readonly<Record<string, string | undefined>>;

function positiveInteger(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  return value;
}

function wholeNumber(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

function onOff(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined) return fallback;
  if (raw !== 'on' && raw !== 'off') throw new Error(`${name} must be "on" or "off", got "${raw}"`);
  return raw === 'on';
}

function credentialsFromEnv(env: Env): Credentials | null {
  const user = env.CALL_ANALYTICS_USER;
  const passwordHash = env.CALL_ANALYTICS_PASSWORD_HASH;
  if (!user || !passwordHash) return null;
  if (!/^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/.test(passwordHash)) throw new Error('CALL_ANALYTICS_PASSWORD_HASH must be a bcrypt hash');
  return { user, passwordHash };
}

/** Vapi when a private key is configured, else a JSON export, else nothing. */
function sourceFromEnv(env: Env): CallSource | null {
  if (env.VAPI_PRIVATE_KEY) return vapiSource({ privateKey: env.VAPI_PRIVATE_KEY, apiUrl: env.VAPI_API_URL ?? 'https://api.vapi.ai' });
  if (env.CALL_ANALYTICS_EXPORT) return fileSource(env.CALL_ANALYTICS_EXPORT);
  return null;
}

/**
 * The server's settings from the environment (docs/call-analytics.md). `mode` sets
 * the defaults: in development the remote's own page may call the API too, and the
 * cookie is not `Secure` so browsers without a localhost exception keep it.
 */
export function callAnalyticsOptionsFromEnv(
  mode: 'development' | 'production',
  origins: { shell: string; devtools: string },
  env: Env = process.env,
): CallAnalyticsOptions {
  const defaultOrigins = mode === 'development' ? [origins.shell, origins.devtools] : [origins.shell];
  return {
    credentials: credentialsFromEnv(env),
    source: sourceFromEnv(env),
    allowedOrigins: env.CALL_ANALYTICS_ALLOWED_ORIGINS?.split(',').map((origin) => origin.trim()) ?? defaultOrigins,
    sessionMinutes: positiveInteger(env, 'CALL_ANALYTICS_SESSION_MINUTES', 480),
    secureCookie: onOff(env, 'CALL_ANALYTICS_SECURE_COOKIE', mode === 'production'),
    loginLimit: { max: positiveInteger(env, 'CALL_ANALYTICS_LOGIN_LIMIT', 10), windowMs: 15 * 60 * 1000 },
    trustedProxies: wholeNumber(env, 'CALL_ANALYTICS_TRUSTED_PROXIES', 0),
  };
}
