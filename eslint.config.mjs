// The house rules that a tool can hold, for every workspace at once (docs/decisions/031).
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jest from 'eslint-plugin-jest';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const remotes = ['mfe-marketing', 'mfe-references', 'mfe-consent', 'mfe-devtools'];
const apps = ['shell', ...remotes];
const tsFiles = ['**/*.ts', '**/*.tsx'];
const jestFiles = ['*/test/**/*.{ts,tsx}', 'shared/*/test/**/*.{ts,tsx}'];
const playwrightFiles = ['e2e/**/*.ts'];
/**
 * The browser packages of shared/: the contracts every slice agrees on, the runtime helpers
 * the shell and the remotes share, and the copy more than one slice prints. Loaded on every page.
 */
const browserPackageFiles = ['shared/contracts/src/**/*.ts', 'shared/browser-runtime/src/**/*.ts', 'shared/site-content/src/**/*.ts'];

/** import-x zones, resolved to files, so a relative path and a package name are caught alike. */
const boundaryZones = [
  ...apps.map((app) => ({
    target: `./${app}`,
    from: apps.filter((other) => other !== app).map((other) => `./${other}`),
    message:
      app === 'shell'
        ? 'The shell loads remotes at run time only, never imports them.'
        : 'A remote imports no other remote and not the shell: talk over the event bus in shared/.',
  })),
  {
    target: './shared',
    from: [...apps, 'deploy', 'scripts', 'bench', 'e2e'].map((workspace) => `./${workspace}`),
    message: 'shared/ serves every slice, so it imports none of them.',
  },
  {
    target: './shared/contracts/src',
    from: ['./shared/browser-runtime', './shared/site-content', './shared/ui', './shared/tooling'],
    message: 'The contracts are the bottom layer: no package of ours (no runtime helper, no copy, no UI kit, no Node tooling).',
  },
  {
    target: './shared/browser-runtime/src',
    from: ['./shared/site-content', './shared/ui', './shared/tooling'],
    message: 'The browser runtime builds on the contracts alone: no copy, no UI kit, no Node tooling.',
  },
  {
    target: './shared/site-content/src',
    from: ['./shared/browser-runtime', './shared/ui', './shared/tooling'],
    message: 'Site content is copy over the contracts: no runtime helper, no UI kit, no Node tooling.',
  },
  {
    target: './shared/ui/src',
    from: ['./shared/tooling'],
    message: 'The UI kit runs in the browser: no Node tooling.',
  },
  ...apps.map((app) => ({
    target: `./${app}/src`,
    from: ['./shared/tooling'],
    message: 'Application code runs in the browser: Node tooling is for build configs and tests only.',
  })),
];

/** Playwright's calls that focus or skip tests, on `test` and on `test.describe`. */
const playwrightFocusOrSkip = [
  {
    selector: "MemberExpression[object.name='test'][property.name=/^(only|skip|fixme)$/]",
    message: 'No focused or skipped tests: every test runs in npm test.',
  },
  {
    selector: "MemberExpression[object.property.name='describe'][property.name=/^(only|skip|fixme)$/]",
    message: 'No focused or skipped tests: every test runs in npm test.',
  },
  {
    // `test.info().skip(…)` and `testInfo.skip(…)` too: a test that cannot run here says so in one place (e2e/support/system-package.ts).
    selector: 'CallExpression[callee.property.name=/^(skip|fixme)$/]',
    message: 'No skipped tests: a test that needs a system package gets it through its one door in e2e/support (docs/decisions/047).',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      'reports/',
      '.turbo/',
      '.deploy/',
      'bench/results/',
      '**/test-results/',
      '**/playwright-report/',
      '.redeploy-mfe-*/',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    files: tsFiles,
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      // Not guessed from CI=true: typescript-eslint's "single run" then builds the programs of
      // a whole-tree lint 1.8 times slower (docs/decisions/069), so lint runs one way everywhere.
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname, disallowAutomaticSingleRunInference: true },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': true, 'ts-ignore': true, 'ts-nocheck': true, 'ts-check': false }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // As tsc's noUnusedParameters: a leading underscore marks a name kept on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // A promise-returning stub or handler written `async` without an `await` is the plain way to return a promise.
      '@typescript-eslint/require-await': 'off',
      // The code passes closures, not class methods: `store.subscribe` carries no `this`.
      '@typescript-eslint/unbound-method': 'off',
      // Passing on a caught `unknown` rejects with whatever was thrown, as intended.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
    },
  },
  {
    files: ['**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The rules of hooks; the plugin's React Compiler rules are left out (docs/decisions/031).
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // A scrollable region or log must be reachable by keyboard (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: ['pre', 'iframe'], roles: ['region'] }],
    },
  },
  {
    files: ['**/*.{ts,tsx,cjs,mjs}'],
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      // As import-x's TypeScript preset: without them import-x reads no .ts file it resolves, and no-cycle sees no edge.
      'import-x/extensions': ['.ts', '.tsx', '.cts', '.mts', '.js', '.jsx', '.cjs', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.cts', '.mts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          project: ['*/tsconfig.json', 'shared/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'no-warning-comments': ['error', { terms: ['todo', 'fixme', 'xxx', 'hack'], location: 'anywhere' }],
      // Zones are relative to the repo root, also when ESLint runs inside a workspace.
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones, basePath: import.meta.dirname }],
      // No module reaches itself through its imports (type-only imports excepted: they vanish at build time), docs/decisions/064.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Another workspace is reached by its package name (its `exports`), never by a path into its folder.
      'import-x/no-relative-packages': 'error',
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,cjs,mjs}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    // An ambient `declare module '*.x.md'` cannot import: `import()` is how it names the entry's type.
    files: ['**/content-entries.d.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: false }] },
  },
  {
    // Recorded contract releases are named by their version (`1.0.0`).
    files: ['shared/contracts/contract/releases/**'],
    rules: { 'check-file/folder-naming-convention': 'off' },
  },
  {
    files: browserPackageFiles,
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-nodejs-modules': 'error',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', allowTypeImports: true, message: 'The browser packages carry no React at run time (types only).' },
            { name: 'react-dom', message: 'The browser packages carry no React.' },
            // By exact name: as a pattern, `events` would also match the packages' own `./events/…`.
            ...builtinModules.map((name) => ({ name, message: 'The browser packages run in the browser: no Node built-ins.' })),
          ],
          patterns: [{ group: ['node:*'], message: 'The browser packages run in the browser: no Node built-ins.' }],
        },
      ],
    },
  },
  {
    files: jestFiles,
    ignores: playwrightFiles,
    ...jest.configs['flat/recommended'],
    rules: {
      ...jest.configs['flat/recommended'].rules,
      'jest/no-focused-tests': 'error',
      'jest/no-disabled-tests': 'error',
      // Content tests check an optional field where an entry has it.
      'jest/no-conditional-expect': 'off',
      // The shared checks (`expectPageModule`, …) assert too.
      'jest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*'] }],
    },
  },
  {
    files: playwrightFiles,
    rules: { 'no-restricted-syntax': ['error', ...playwrightFocusOrSkip] },
  },
  {
    // Tests read server and page answers (`response.json()`) and use asymmetric matchers
    // (`expect.any`), which their libraries type as `any`; the assertion is the check there.
    files: [...jestFiles, ...playwrightFiles],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
);
