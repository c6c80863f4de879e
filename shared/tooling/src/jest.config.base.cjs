/**
 * Jest settings every workspace uses: Babel strips types (tsc checks them), jsdom for
 * components, CSS Modules as identity maps. Babel rather than swc: swc's native
 * bindings for other platforms are not on the registry these machines use, and
 * `npm ci` rejects a lock file without them (docs/decisions/006).
 */
module.exports = {
  testEnvironment: 'jsdom',
  setupFiles: [require.resolve('./jest.setup.cjs')],
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
  testMatch: ['<rootDir>/test/**/*.test.ts?(x)'],
  // The JSON report feeds the dev dashboard's tests tool (mfe-devtools).
  reporters: ['default', require.resolve('./jest-report.cjs')],
  moduleFileExtensions: ['js', 'mjs', 'cjs', 'jsx', 'ts', 'tsx', 'json', 'node', 'md'],
  transform: {
    // Content entries: the webpack loader's parser (docs/decisions/054).
    '\\.md$': require.resolve('./content/markdown-jest-transform.cjs'),
    '^.+\\.(t|j)sx?$': [
      'babel-jest',
      {
        babelrc: false,
        configFile: false,
        presets: [
          ['@babel/preset-env', { targets: { node: 'current' } }],
          ['@babel/preset-react', { runtime: 'automatic' }],
          '@babel/preset-typescript',
        ],
      },
    ],
  },
  moduleNameMapper: {
    '\\.css$': 'identity-obj-proxy',
    '\\.(svg|webp|avif|png|jpe?g)$': require.resolve('./file-stub.cjs'),
  },
};
