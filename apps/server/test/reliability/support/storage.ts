import { createEnterprise } from '../../../src/seed/enterprise-setup.ts';
import { ADMIN_PASSWORD, createTestApp, type Storage, seededStorage } from '../../support/test-app.ts';

/** The second tenant every reliability server holds beside the demo enterprise. */
export const OTHER_ENTERPRISE = { name: 'Other Enterprise Ltd.', adminAccount: 'other-admin', adminPassword: ADMIN_PASSWORD };

/**
 * A database of its own (PGlite directory or PostgreSQL database, as the API suite chooses) with
 * migrations and the demo enterprise, copied from the suite's seeded template, and a second
 * enterprise, closed again so a server process can open it.
 */
export async function preparedStorage(): Promise<Storage> {
  const storage = await seededStorage();
  const t = await createTestApp({ storage });
  try {
    await createEnterprise(t.db.orm, OTHER_ENTERPRISE);
  } finally {
    await t.close();
  }
  return storage;
}
