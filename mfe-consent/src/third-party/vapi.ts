import type { ThirdPartyConfig } from '@isarlicht/contracts/deployment/deployment-config';
import { loadScript, ScriptLoadError } from './load-script';

interface VapiSdk {
  run(options: {
    apiKey: string;
    assistant: string;
    assistantOverrides?: Record<string, unknown>;
    config?: Record<string, unknown>;
  }): unknown;
}

/**
 * The privacy policy says calls are not kept as audio; the site enforces it per call, so
 * it holds whatever the assistant's settings in the Vapi account say (Vapi records by default).
 */
const assistantOverrides = { artifactPlan: { recordingEnabled: false } } as const;

declare global {
  interface Window {
    vapiSDK?: VapiSdk;
  }
}

let started: Promise<void> | null = null;

/** Loads the Vapi web widget once per visit and starts it with the deployment's public ids. */
export function startVapi(vapi: ThirdPartyConfig['vapi']): Promise<void> {
  started ??= loadScript(vapi.scriptUrl, undefined, document, vapi.scriptIntegrity).then(() => {
    if (!window.vapiSDK) throw new ScriptLoadError('the Vapi script did not provide vapiSDK');
    window.vapiSDK.run({ apiKey: vapi.publicKey, assistant: vapi.assistantId, assistantOverrides, config: { position: 'bottom-right' } });
  });
  started.catch(() => {
    started = null;
  });
  return started;
}

/**
 * Starts the assistant where the deployment set it up fully: its ids, and the hash of
 * its script. Without the hash the script is never loaded (fail closed), as the site
 * runs no third-party file it cannot check.
 */
export const startAssistant = ({ vapi }: ThirdPartyConfig): Promise<void> | 'unconfigured' =>
  vapi.publicKey && vapi.assistantId && vapi.scriptIntegrity ? startVapi(vapi) : 'unconfigured';
