import type { Database } from '../../db/client.ts';
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
  const now = app.clock.now();
  return app.db.orm.transaction(async (tx) => {
    await updatePasswordHash(tx, accountId, passwordHash, now);
    return revokeAccountSessions(tx, accountId, now, 'password_changed', keepSessionId);
  });
}
