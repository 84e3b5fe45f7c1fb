import { createEnterprise } from '../../../src/seed/enterprise-setup.ts';
import { ADMIN_PASSWORD, createTestApp, freshStorage, type Storage } from '../../support/test-app.ts';

/** The second tenant every reliability server holds beside the demo enterprise. */
export const OTHER_ENTERPRISE = { name: 'Other Enterprise Ltd.', adminAccount: 'other-admin', adminPassword: ADMIN_PASSWORD };

/**
 * A fresh database (PGlite directory or PostgreSQL database, as the API suite chooses) with
 * migrations, the demo enterprise and a second enterprise, closed again so a server process
 * can open it.
 */
export async function preparedStorage(): Promise<Storage> {
  const storage = await freshStorage();
  const t = await createTestApp({ storage });
  try {
    await createEnterprise(t.db.orm, OTHER_ENTERPRISE);
  } finally {
    await t.close();
  }
  return storage;
}
