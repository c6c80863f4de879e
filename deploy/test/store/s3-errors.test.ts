import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ReleaseStoreError, storeFromEnv } from '../../src/store';
import { remoteBuild } from '../support/remote-build';

const secret = 'the-secret-that-must-not-show-0123456789';
let server: Server;
let endpoint = '';
let answer: (reply: (status: number, code: string) => void) => void = () => undefined;

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    answer((status, code) => {
      res.writeHead(status, { 'Content-Type': 'application/xml' });
      res.end(
        `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message><RequestId>1</RequestId></Error>`,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const failureOf = async (env: NodeJS.ProcessEnv = {}): Promise<Error> => {
  const dist = remoteBuild('Alt');
  const store = storeFromEnv(
    {
      RELEASE_STORE: 's3://site-releases/prod',
      AWS_ENDPOINT_URL: endpoint,
      AWS_ACCESS_KEY_ID: 'KEY',
      AWS_SECRET_ACCESS_KEY: secret,
      ...env,
    },
    { root: '/nonexistent' },
  );
  try {
    await store.putRelease('marketing', 'r1', dist.root);
  } catch (error) {
    return error as Error;
  } finally {
    dist.remove();
  }
  throw new Error('no error');
};

describe('the S3 store says in one line why a store cannot be used, never with the secret', () => {
  it.each([
    ['SignatureDoesNotMatch', 403, /refused the credentials \(SignatureDoesNotMatch\): check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY$/],
    ['InvalidAccessKeyId', 403, /refused the credentials \(InvalidAccessKeyId\)/],
    ['NoSuchBucket', 404, /^the bucket "site-releases" does not exist at http:\/\/127\.0\.0\.1:\d+: create it, or fix RELEASE_STORE$/],
    ['AccessDenied', 403, /denied list prod\/marketing\/releases\/r1\/mf-manifest\.json \(AccessDenied\)/],
  ])('%s', async (code, status, expected) => {
    answer = (reply) => reply(status, code);
    const failure = await failureOf();
    expect(failure).toBeInstanceOf(ReleaseStoreError);
    expect(failure.message).toMatch(expected);
    expect(failure.message).not.toContain(secret);
    expect(failure.message).not.toContain('\n');
  });

  it('a store that does not answer in time', async () => {
    answer = () => undefined;
    const failure = await failureOf({ RELEASE_STORE_TIMEOUT_MS: '300' });
    expect(failure.message).toMatch(
      /^the release store http:\/\/127\.0\.0\.1:\d+ did not answer within 300 ms \(list prod\/marketing\/releases\/r1\/mf-manifest\.json\): is it up\?/,
    );
    expect(failure.message).not.toContain(secret);
  });

  // The code (ECONNREFUSED) shows in Node; under Jest the SDK wraps the error of another realm without it.
  it('a store nobody listens at', async () => {
    const failure = await failureOf({ AWS_ENDPOINT_URL: 'http://127.0.0.1:9' });
    expect(failure.message).toMatch(/^cannot reach the release store http:\/\/127\.0\.0\.1:9 \(\w+\) for list .+: check AWS_ENDPOINT_URL$/);
  });
});
