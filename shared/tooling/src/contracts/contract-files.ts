import path from 'node:path';
import type { RemoteName } from '@isarlicht/contracts/deployment/remotes';

export const repoRoot = path.resolve(__dirname, '..', '..', '..', '..');
export const eventMapFile = path.join(repoRoot, 'shared', 'contracts', 'src', 'events', 'event-map.ts');
export const busContractFile = path.join(repoRoot, 'shared', 'contracts', 'contract', 'bus-events.json');
export const routedPagesFile = path.join(repoRoot, 'shared', 'contracts', 'src', 'pages', 'routed-pages.ts');
export const pagesContractFile = path.join(repoRoot, 'shared', 'contracts', 'contract', 'routed-page.json');
/**
 * The page shape of the shells built before a shell's manifest named the shape it reads
 * (`metaData.pageShape`): recorded when pages gained their redirects, never edited.
 */
export const unstampedPagesContractFile = path.join(repoRoot, 'shared', 'contracts', 'contract', 'routed-page-unstamped.json');
export const exposesContractFile = (remote: RemoteName): string => path.join(repoRoot, `mfe-${remote}`, 'contract', 'exposes.json');
