import { randomBytes } from 'node:crypto';
import type { CallAnalyticsSession } from '../src/calls';

interface StoredSession {
  readonly user: string;
  readonly expiresAt: number;
}

/**
 * Sessions live in the server's memory: one small team, one process, and a restart
 * signing everyone out is acceptable (docs/decisions/017). The id is the only thing
 * the browser holds.
 */
export class SessionStore {
  private readonly sessions = new Map<string, StoredSession>();

  constructor(
    private readonly lifetimeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  create(user: string): { id: string; session: CallAnalyticsSession } {
    this.sweep();
    const id = randomBytes(32).toString('base64url');
    const stored = { user, expiresAt: this.now() + this.lifetimeMs };
    this.sessions.set(id, stored);
    return { id, session: this.toSession(stored) };
  }

  find(id: string | undefined): CallAnalyticsSession | null {
    if (id === undefined) return null;
    const stored = this.sessions.get(id);
    if (stored === undefined) return null;
    if (stored.expiresAt <= this.now()) {
      this.sessions.delete(id);
      return null;
    }
    return this.toSession(stored);
  }

  delete(id: string | undefined): void {
    if (id !== undefined) this.sessions.delete(id);
  }

  private sweep(): void {
    const now = this.now();
    for (const [id, stored] of this.sessions) if (stored.expiresAt <= now) this.sessions.delete(id);
  }

  private toSession(stored: StoredSession): CallAnalyticsSession {
    return { user: stored.user, expiresAt: new Date(stored.expiresAt).toISOString() };
  }
}
