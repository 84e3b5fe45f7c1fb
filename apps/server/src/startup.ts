import fs from 'node:fs';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';

// What the server and the command line both need first. Kept apart from the app so that a
// command-line call does not load every module of the server.

export class StartupError extends Error {}

/** Reads `.env` when present (never overriding the real environment), then validates it. */
export function readConfig(): Config {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) throw new StartupError(error.message);
    throw error;
  }
}

/** Opens the configured database and applies pending migrations. */
export async function openMigratedDatabase(config: Config): Promise<Database> {
  let db: Database;
  try {
    db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DataDirLockedError) throw new StartupError(error.message);
    throw error;
  }
  try {
    await db.migrate();
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
