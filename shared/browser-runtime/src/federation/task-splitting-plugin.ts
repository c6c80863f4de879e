import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToMain } from './yield-to-main';

/**
 * The MF runtime resolves shared modules, a remote's manifest and an exposed module
 * in chains of promises that the browser runs to the end in one task: on a phone
 * 100–200 ms in which a tap waits (docs/decisions/022). The runtime's asynchronous
 * hooks are its seams; at each the plugin yields to the browser before the runtime
 * goes on, so the same work runs as several short tasks. Every app's build registers
 * it (`runtimePlugins`), so it is active from the runtime's first step.
 */
export default function taskSplittingPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'isarlicht-task-splitting',
    // Before a shared module (React, React DOM) is chosen and its factory run.
    async beforeLoadShare(args) {
      await yieldToMain();
      return args;
    },
    // After a remote's manifest has been read, before its entry and chunks are requested.
    async afterResolve(args) {
      await yieldToMain();
      return args;
    },
    // After an exposed module has been evaluated, before the page renders it.
    async onLoad() {
      await yieldToMain();
    },
  };
}
