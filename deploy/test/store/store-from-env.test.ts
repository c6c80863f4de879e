import path from 'node:path';
import { siteStoreFromEnv, storeFromEnv } from '../../src/store';

const defaults = { root: '/srv/isarlicht/.deploy' };
const s3 = { AWS_ENDPOINT_URL: 'http://127.0.0.1:7480', AWS_ACCESS_KEY_ID: 'KEY', AWS_SECRET_ACCESS_KEY: 'very-secret-value' };
const message = (env: NodeJS.ProcessEnv): string => {
  try {
    storeFromEnv(env, defaults);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('no error');
};

describe('the release store from the environment', () => {
  it('keeps the folders of today without RELEASE_STORE, or with a bare file:', () => {
    expect(storeFromEnv({}, defaults).location).toBe(defaults.root);
    expect(storeFromEnv({ RELEASE_STORE: 'file:' }, defaults).location).toBe(defaults.root);
  });

  it('takes a folder as file:/abs or file:///abs', () => {
    expect(storeFromEnv({ RELEASE_STORE: 'file:/data/releases' }, defaults).location).toBe(path.normalize('/data/releases'));
    expect(storeFromEnv({ RELEASE_STORE: 'file:///data/releases/' }, defaults).location).toBe(path.normalize('/data/releases/'));
  });

  it('keeps the pages beside the releases under shell/, and those of the folders npm start serves in the shell build', () => {
    const served = { ...defaults, pages: '/srv/isarlicht/shell/dist' };
    expect(siteStoreFromEnv({}, served).pages.location).toBe(served.pages);
    expect(siteStoreFromEnv({ RELEASE_STORE: `file:${defaults.root}` }, served).pages.location).toBe(served.pages);
    expect(siteStoreFromEnv({ RELEASE_STORE: 'file:/data/releases' }, served).pages.location).toBe(path.normalize('/data/releases/shell/'));
    expect(siteStoreFromEnv({ RELEASE_STORE: 's3://site-releases/prod', ...s3 }, served).pages.location).toBe(
      's3://site-releases/prod/shell/',
    );
  });

  it('takes s3://bucket/prefix with the standard AWS variables', () => {
    expect(storeFromEnv({ RELEASE_STORE: 's3://site-releases/prod/eu', ...s3 }, defaults).location).toBe('s3://site-releases/prod/eu');
    expect(storeFromEnv({ RELEASE_STORE: 's3://site-releases', ...s3, AWS_ENDPOINT_URL: '' }, defaults).location).toBe(
      's3://site-releases/',
    );
  });

  it.each([
    [{ RELEASE_STORE: 'ftp://x' }, 'RELEASE_STORE must be file:<absolute folder> or s3://<bucket>/<prefix>, not "ftp://x"'],
    [
      { RELEASE_STORE: 'file:relative/path' },
      'RELEASE_STORE must be file:<absolute folder> or s3://<bucket>/<prefix>, not "file:relative/path"',
    ],
    [
      { RELEASE_STORE: 's3://Bad_Bucket/x', ...s3 },
      'RELEASE_STORE must be file:<absolute folder> or s3://<bucket>/<prefix>: "Bad_Bucket" is not a bucket name',
    ],
    [
      { RELEASE_STORE: 's3:///x', ...s3 },
      'RELEASE_STORE must be file:<absolute folder> or s3://<bucket>/<prefix>: "" is not a bucket name',
    ],
    [
      { RELEASE_STORE: 's3://bucket/../x', ...s3 },
      'RELEASE_STORE must be file:<absolute folder> or s3://<bucket>/<prefix>: the prefix may not hold . or ..',
    ],
    [{ RELEASE_STORE: 's3://bucket/x' }, 's3://bucket/x needs AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY in the environment'],
    [
      { RELEASE_STORE: 's3://bucket/x', ...s3, AWS_ENDPOINT_URL: 'localhost:7480' },
      'AWS_ENDPOINT_URL must be an http(s) address, not "localhost:7480"',
    ],
    [
      { RELEASE_STORE: 's3://bucket/x', ...s3, RELEASE_STORE_TIMEOUT_MS: '5s' },
      'RELEASE_STORE_TIMEOUT_MS must be a whole number of milliseconds, not "5s"',
    ],
  ])('refuses %j in one line', (env, expected) => {
    expect(message(env)).toBe(expected);
    expect(message(env)).not.toContain(s3.AWS_SECRET_ACCESS_KEY);
  });
});
