import type { DeploymentConfig } from '@isarlicht/contracts/deployment/deployment-config';
import { contentSecurityPolicy } from './content-security-policy';

export type HeaderList = readonly (readonly [name: string, value: string])[];

/**
 * Browser features the site may use. The assistant needs the microphone, and the Vapi
 * widget (a script with a Daily call object, no iframe) asks for it in our own
 * document, so `self` and nobody else. Embedded maps and booking frames get nothing.
 */
export const permissionsPolicy = [
  'microphone=(self)',
  'camera=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'display-capture=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'browsing-topics=()',
].join(', ');

/** Sent with every response of every app, whatever its type. */
export const baseHeaders: HeaderList = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', permissionsPolicy],
];

/**
 * Sent with HTML documents in addition: the CSP governs what the document loads. The
 * hashes are those of the shell build's inline scripts (`inlineScriptHashes`).
 */
export function htmlHeaders(config: DeploymentConfig, inlineScriptHashes: readonly string[] = []): HeaderList {
  return [['Content-Security-Policy', contentSecurityPolicy(config, inlineScriptHashes)]];
}

/** Remotes are read cross-origin by the shell: manifests with fetch(), so they need CORS. */
export const corsHeaders: HeaderList = [['Access-Control-Allow-Origin', '*']];
