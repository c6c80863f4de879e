import { createHash, timingSafeEqual } from 'node:crypto';
import bcrypt from 'bcryptjs';

export interface Credentials {
  readonly user: string;
  /** A bcrypt hash; the password itself is never configured. */
  readonly passwordHash: string;
}

/** A hash of a password nobody has, so a wrong user name costs as much time as a wrong password. */
const decoyHash = bcrypt.hashSync(createHash('sha256').update(String(Math.random())).digest('hex'), 10);

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/** True only for the configured user with the right password; which part was wrong stays unknown. */
export async function verifyCredentials(expected: Credentials, user: string, password: string): Promise<boolean> {
  const userMatches = timingSafeEqual(digest(user), digest(expected.user));
  const passwordMatches = await bcrypt.compare(password, userMatches ? expected.passwordHash : decoyHash);
  return userMatches && passwordMatches;
}
