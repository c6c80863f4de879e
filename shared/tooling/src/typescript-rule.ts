import path from 'node:path';

export type Mode = 'development' | 'production';

/** How every compilation of the project reads TypeScript. */
export const typescriptRule = (dir: string) => ({
  test: /\.tsx?$/,
  exclude: /node_modules/,
  loader: 'ts-loader',
  // Types are checked once by `npm run typecheck`; the build only transpiles.
  options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') },
});
