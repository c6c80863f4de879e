import { contractDifferences, readRecorded } from './pinned-contract';
import { exposesContractFile } from './contract-files';
import { describeExposes } from './describe-contracts';
import type { RemoteName } from '@isarlicht/contracts/deployment/remotes';

/** For a remote's own tests: what it exposes against what `mfe-<name>/contract/exposes.json` records. */
export function exposesContractDifferences(remote: RemoteName): string[] {
  return contractDifferences(`exposes of mfe-${remote}`, readRecorded(exposesContractFile(remote)), describeExposes(remote));
}
