/** @jest-environment node */
import bcrypt from 'bcryptjs';
import { verifyCredentials } from '../../server/credentials';

/**
 * A wrong user name must cost as much as a wrong password, or the time of the answer
 * tells which names exist. bcrypt's time is set by its cost, so the check is on the
 * cost of the hash each path compares against, not on a clock.
 */
describe('verifying credentials', () => {
  const password = 'Isar-Brücke-2026';

  it.each([4, 6])('compares an unknown user against a hash of the configured cost (%i)', async (rounds) => {
    const expected = { user: 'team', passwordHash: bcrypt.hashSync(password, rounds) };
    const compare = jest.spyOn(bcrypt, 'compare');
    try {
      expect(await verifyCredentials(expected, 'admin', password)).toBe(false);
      expect(await verifyCredentials(expected, 'team', 'falsch')).toBe(false);
      expect(await verifyCredentials(expected, 'team', password)).toBe(true);
      const costs = compare.mock.calls.map(([, hash]) => bcrypt.getRounds(hash));
      expect(costs).toEqual([rounds, rounds, rounds]);
    } finally {
      compare.mockRestore();
    }
  });
});
