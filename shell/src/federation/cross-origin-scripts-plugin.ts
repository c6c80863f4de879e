import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The runtime's own script tags (remote entries, and the chunks it preloads from a
 * manifest) carry no `crossorigin`, so an error thrown in remote code reaches the
 * error log as a bare "Script error.". Loading them in CORS mode, like webpack's
 * chunks (`crossOriginLoading`), keeps message and stack; every remote origin
 * answers with `Access-Control-Allow-Origin` (docs/decisions/015).
 */
export function crossOriginScriptsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'isarlicht-cross-origin-scripts',
    createScript({ url, attrs }) {
      const script = document.createElement('script');
      script.crossOrigin = 'anonymous';
      if (attrs?.['type'] === 'module') script.type = 'module';
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === 'async' || name === 'defer') script[name] = Boolean(value);
        else if (name !== 'type' && name !== 'crossorigin') script.setAttribute(name, String(value));
      }
      script.src = url;
      return script;
    },
  };
}
