/** The workspaces with Jest tests: the tests tool offers them, the development server starts nothing else. */
export const unitTestWorkspaces = [
  'shared/contracts',
  'shared/browser-runtime',
  'shared/site-content',
  'shared/ui',
  'shared/tooling',
  'shell',
  'mfe-marketing',
  'mfe-references',
  'mfe-consent',
  'mfe-devtools',
  'deploy',
  'scripts',
  'bench',
] as const;
