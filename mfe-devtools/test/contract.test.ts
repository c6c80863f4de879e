import { exposesContractDifferences } from '@isarlicht/tooling/contracts';

/** The TypeScript compiler reads the exposed modules; that takes a few seconds. */
jest.setTimeout(60_000);

it('exposes to the shell exactly what mfe-devtools/contract/exposes.json records', () => {
  expect(exposesContractDifferences('devtools')).toEqual([]);
});
