import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import bcrypt from 'bcryptjs';

export interface Credentials {
  readonly user: string;
  /** A bcrypt hash; the password itself is never configured. */
  readonly passwordHash: string;
}

const decoys = new Map<number, Promise<string>>();

/**
 * A hash of a password nobody has, with the cost of the configured hash: bcrypt's time
 * grows with its cost, so a wrong user name then takes as long as a wrong password and
 * the answer's timing does not tell which names exist. Made once per cost.
 */
function decoyHash(configured: string): Promise<string> {
  const rounds = bcrypt.getRounds(configured);
  let decoy = decoys.get(rounds);
  if (decoy === undefined) {
    decoy = bcrypt.hash(randomBytes(32).toString('hex'), rounds);
    decoys.set(rounds, decoy);
  }
  return decoy;
}

/** Makes the decoy before the first sign-in, so not even that one takes longer. */
export async function prepareVerification(expected: Credentials | null): Promise<void> {
  if (expected !== null) await decoyHash(expected.passwordHash);
}

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/** True only for the configured user with the right password; which part was wrong stays unknown. */
export async function verifyCredentials(expected: Credentials, user: string, password: string): Promise<boolean> {
  const userMatches = timingSafeEqual(digest(user), digest(expected.user));
  const passwordMatches = await bcrypt.compare(password, userMatches ? expected.passwordHash : await decoyHash(expected.passwordHash));
  return userMatches && passwordMatches;
}
