import { useSyncExternalStore } from 'react';

/** The year the build ran in, written into the bundle by webpack.config.ts; absent where no build ran, as in tests. */
declare const BUILD_YEAR: number | undefined;

/**
 * The year the prerendered HTML carries: the prerender renders with the build's bundle.
 * Outside a build (tests) the year the module was loaded in, the renderer's own.
 */
const prerenderYear: number = typeof BUILD_YEAR === 'number' ? BUILD_YEAR : new Date().getFullYear();

const subscribe = () => () => undefined;

/**
 * The prerender's year in the server's HTML and while hydrating, so hydration finds the
 * text it renders; the visitor's clock from the render after it. A page served for
 * years after its build shows the visitor's year once the application runs.
 */
export function useVisitorYear(): number {
  return useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => prerenderYear,
  );
}
