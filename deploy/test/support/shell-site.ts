import type { DeploymentConfig } from '@isarlicht/contracts/deployment/deployment-config';
import { createShellApp } from '../../src';
import { shellFiles, writeDist } from './fixture-dist';
import { listen, type Running } from './http-client';
import { readSampleManifest } from './sample-pages';

/** The shell server on a fixture build, with the sample pages live, for the tests of one file; started and removed around them. */
export function useShellSite(config: DeploymentConfig): () => Running {
  const dist = writeDist(shellFiles);
  let site: Running | null = null;
  beforeAll(async () => {
    site = await listen(createShellApp({ root: dist.root, config, readManifest: readSampleManifest }));
  });
  afterAll(async () => {
    await site?.close();
    dist.remove();
  });
  return () => {
    if (!site) throw new Error('the shell site is not running');
    return site;
  };
}
