/** Set by the build's browser (an init script) before the shell runs: render to a string instead of mounting. */
export const prerenderFlag = 'isarlichtPrerender';

export const prerenderRequested = (target: Window): boolean => prerenderFlag in target && Reflect.get(target, prerenderFlag) === true;
