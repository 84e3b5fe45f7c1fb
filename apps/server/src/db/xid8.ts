import { customType } from 'drizzle-orm/pg-core';

/** A transaction id (`xid8`), carried as its decimal text: it orders what committed before a snapshot's horizon. */
export const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });
