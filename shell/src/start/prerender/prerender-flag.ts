import { prerenderFlagKey } from '@isarlicht/contracts/start/page-state';

/** Set by the build's browser (an init script) before the shell runs: render to a string instead of mounting. */
export const prerenderRequested = (target: Window): boolean => prerenderFlagKey in target && Reflect.get(target, prerenderFlagKey) === true;
