import type { ThirdPartyConfig } from '@isarlicht/shared';
import { loadScript, ScriptLoadError } from './load-script';

interface VapiSdk {
  run(options: { apiKey: string; assistant: string; config?: Record<string, unknown> }): unknown;
}

declare global {
  interface Window {
    vapiSDK?: VapiSdk;
  }
}

let started: Promise<void> | null = null;

/** Loads the Vapi web widget once per visit and starts it with the deployment's public ids. */
export function startVapi(vapi: ThirdPartyConfig['vapi']): Promise<void> {
  started ??= loadScript(vapi.scriptUrl).then(() => {
    if (!window.vapiSDK) throw new ScriptLoadError('the Vapi script did not provide vapiSDK');
    window.vapiSDK.run({ apiKey: vapi.publicKey, assistant: vapi.assistantId, config: { position: 'bottom-right' } });
  });
  started.catch(() => {
    started = null;
  });
  return started;
}
