import { parseRoutedPages, type DropReport, type RoutedPage } from '../pages/routed-pages';
import { remoteNames, type RemoteName } from './remotes';

/** Where and with which public ids third parties load, once the visitor allows them. No secrets. */
export interface ThirdPartyConfig {
  /** Google Maps embed URL of the office (contact page, `googleMaps`). */
  readonly googleMapsEmbedUrl: string;
  /** HubSpot meetings page embedded for booking (`hubspot`). */
  readonly hubspotMeetingsUrl: string;
  /** HubSpot's meetings embed script (`hubspot`). */
  readonly hubspotScriptUrl: string;
  /**
   * Vapi web widget (`externalContent`); the public key is public by design. The
   * script is loaded only with its Subresource Integrity hash (`sha384-…`), so a
   * changed file on the CDN does not run; '' for none: then the assistant is not set up.
   */
  readonly vapi: { readonly scriptUrl: string; readonly scriptIntegrity: string; readonly publicKey: string; readonly assistantId: string };
  /** Google Analytics 4 measurement id (`analytics`). */
  readonly gaMeasurementId: string;
  /** gtag.js without its `?id=` (`analytics`); the loader and the CSP both read it here. */
  readonly gaScriptUrl: string;
}

/**
 * How the optional purposes start in the consent panel on a first visit: `all-on` as
 * the site's specification has it, `all-off` for operators who need an active opt-in.
 */
export const consentDefaults = ['all-on', 'all-off'] as const;
export type ConsentDefault = (typeof consentDefaults)[number];

/**
 * The deployment configuration the shell and the remotes read at run time
 * (`/remotes.json` beside the shell). It is written per environment, so moving a
 * remote or switching a third-party account needs no rebuild.
 */
export interface DeploymentConfig {
  /** Remote name → URL of its `mf-manifest.json`. */
  readonly remotes: Readonly<Record<RemoteName, string>>;
  /** The dev dashboard route and the devtools remote behind it. */
  readonly devDashboard: boolean;
  readonly thirdParty: ThirdPartyConfig;
  readonly consentDefault: ConsentDefault;
  /** The call-analytics API (`mfe-devtools/server`); the browser signs in there with a cookie. */
  readonly callAnalytics: { readonly apiUrl: string };
}

export class DeploymentConfigError extends Error {
  override name = 'DeploymentConfigError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function record(value: unknown, field: string): Record<string, unknown> {
  if (!isRecord(value)) throw new DeploymentConfigError(`${field} must be an object`);
  return value;
}

function isAbsoluteUrl(value: string): boolean {
  try {
    return new URL(value).protocol.startsWith('http');
  } catch {
    return false;
  }
}

function url(value: unknown, field: string): string {
  if (typeof value !== 'string' || !isAbsoluteUrl(value)) throw new DeploymentConfigError(`${field} must be an absolute URL`);
  return value;
}

function id(value: unknown, field: string): string {
  if (typeof value !== 'string' || !/^[\w-]*$/.test(value)) throw new DeploymentConfigError(`${field} must be an id`);
  return value;
}

/**
 * A Subresource Integrity hash, or ''. Missing counts as '' (fail closed: the script
 * is not loaded), so a remote released before its shell's server still reads the
 * older configuration.
 */
function integrity(value: unknown, field: string): string {
  if (value === undefined) return '';
  if (typeof value !== 'string' || !/^(?:sha(?:256|384|512)-[A-Za-z0-9+/]+={0,2})?$/.test(value)) {
    throw new DeploymentConfigError(`${field} must be a Subresource Integrity hash (sha384-…) or empty`);
  }
  return value;
}

function parseThirdParty(value: unknown): ThirdPartyConfig {
  const source = record(value, 'thirdParty');
  const vapi = record(source.vapi, 'thirdParty.vapi');
  return {
    googleMapsEmbedUrl: url(source.googleMapsEmbedUrl, 'thirdParty.googleMapsEmbedUrl'),
    hubspotMeetingsUrl: url(source.hubspotMeetingsUrl, 'thirdParty.hubspotMeetingsUrl'),
    hubspotScriptUrl: url(source.hubspotScriptUrl, 'thirdParty.hubspotScriptUrl'),
    vapi: {
      scriptUrl: url(vapi.scriptUrl, 'thirdParty.vapi.scriptUrl'),
      scriptIntegrity: integrity(vapi.scriptIntegrity, 'thirdParty.vapi.scriptIntegrity'),
      publicKey: id(vapi.publicKey, 'thirdParty.vapi.publicKey'),
      assistantId: id(vapi.assistantId, 'thirdParty.vapi.assistantId'),
    },
    gaMeasurementId: id(source.gaMeasurementId, 'thirdParty.gaMeasurementId'),
    gaScriptUrl: url(source.gaScriptUrl, 'thirdParty.gaScriptUrl'),
  };
}

/** A configuration written before the setting existed means the specification's default. */
function consentDefault(value: unknown): ConsentDefault {
  if (value === undefined) return 'all-on';
  const known = consentDefaults.find((option) => option === value);
  if (!known) throw new DeploymentConfigError(`consentDefault must be one of ${consentDefaults.join(', ')}`);
  return known;
}

export function parseDeploymentConfig(value: unknown): DeploymentConfig {
  const source = record(value, 'the configuration');
  const remoteSource = record(source.remotes, 'remotes');
  const remotes = Object.fromEntries(remoteNames.map((name) => [name, url(remoteSource[name], `remotes.${name}`)])) as Record<
    RemoteName,
    string
  >;
  if (typeof source.devDashboard !== 'boolean') {
    throw new DeploymentConfigError('devDashboard must be a boolean');
  }
  const callAnalytics = record(source.callAnalytics, 'callAnalytics');
  return {
    remotes,
    devDashboard: source.devDashboard,
    thirdParty: parseThirdParty(source.thirdParty),
    consentDefault: consentDefault(source.consentDefault),
    callAnalytics: { apiUrl: url(callAnalytics.apiUrl, 'callAnalytics.apiUrl') },
  };
}

/**
 * What `/remotes.json` answers: the configuration and the pages of every remote's live
 * release, composed by the shell's server, so the browser learns the routes with the
 * request it makes anyway.
 */
export interface ComposedConfig extends DeploymentConfig {
  readonly pages: readonly RoutedPage[];
}

export function parseComposedConfig(value: unknown, drop?: DropReport): ComposedConfig {
  return { ...parseDeploymentConfig(value), pages: parseRoutedPages(record(value, 'the configuration').pages, drop) };
}

/** Where the configuration is served: beside the shell, so relative to the page. */
export const deploymentConfigUrl = '/remotes.json';
