/**
 * Jest settings every workspace uses: swc for speed (types are checked by tsc),
 * jsdom for components, CSS Modules as identity maps.
 */
module.exports = {
  testEnvironment: 'jsdom',
  setupFiles: [require.resolve('./jest.setup.cjs')],
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
  testMatch: ['<rootDir>/test/**/*.test.ts?(x)'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
    ],
  },
  moduleNameMapper: {
    '\\.css$': 'identity-obj-proxy',
    '\\.(svg|webp|avif|png|jpe?g)$': require.resolve('./file-stub.cjs'),
  },
};
