import type { Database, Orm } from '../../db/client.ts';
import type { Clock } from '../clock.ts';
import { updatePasswordHash } from './account.repo.ts';
import { hashPassword } from './password.ts';
import { revokeAccountSessions } from './session.repo.ts';

/**
 * Sets a new password and ends the account's sessions (ASVS 7.4.3), except `keepSessionId`:
 * the session of someone changing their own password stays signed in.
 */
export async function setPassword(
  app: { db: Database; clock: Clock },
  accountId: number,
  password: string,
  keepSessionId?: number,
): Promise<number> {
  const passwordHash = await hashPassword(password);
  return app.db.orm.transaction((tx) => storePassword(tx, accountId, passwordHash, app.clock.now(), keepSessionId));
}

/** `setPassword` in the caller's transaction, with the hash made beforehand; answers the sessions ended. */
export async function storePassword(orm: Orm, accountId: number, passwordHash: string, now: Date, keepSessionId?: number): Promise<number> {
  await updatePasswordHash(orm, accountId, passwordHash, now);
  return revokeAccountSessions(orm, accountId, now, 'password_changed', keepSessionId);
}
