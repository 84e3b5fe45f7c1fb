import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { openMigratedDatabase } from './startup.ts';

export async function startServer(config: Config): Promise<{ app: FastifyInstance; db: Database }> {
  const db = await openMigratedDatabase(config);
  try {
    const app = await buildApp({ config, db });
    return { app, db };
  } catch (error) {
    await db.close();
    throw error;
  }
}

/** Stops accepting, lets in-flight requests finish, then closes the database cleanly. */
export async function shutdown(app: FastifyInstance, db: Database): Promise<void> {
  try {
    await app.close();
  } finally {
    await db.close();
  }
}

const SHUTDOWN_GRACE_MS = 15_000;

/** SIGTERM and SIGINT shut down gracefully once; a shutdown that hangs is cut short. */
export function handleSignals(app: FastifyInstance, db: Database, exit: (code: number) => void = process.exit): () => void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received: finishing in-flight requests`);
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    shutdown(app, db).then(
      () => exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
  return () => {
    process.off('SIGTERM', onSignal);
    process.off('SIGINT', onSignal);
  };
}
