import path from 'node:path';

/**
 * Each Playwright run deletes its output folder before its global setup. The store suite
 * runs beside the dev-mode and edge suites, so every suite keeps its own folder under
 * `e2e/test-results/`: sharing one, the store run deleted the dev servers' log folder
 * between the dev setup's mkdir and its open.
 */
export type Suite = 'main' | 'store' | 'dev' | 'edge' | 'figures';

export const outputDirOf = (suite: Suite): string => path.join(__dirname, '..', 'test-results', suite);
