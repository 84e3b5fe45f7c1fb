import { bootstrap, demoAccountsLine } from './seed/bootstrap.ts';
import { readConfig, StartupError, startServer } from './server.ts';

/** Stops accepting, lets in-flight requests finish, then closes the database cleanly. */
const SHUTDOWN_GRACE_MS = 15_000;

async function main() {
  const config = readConfig();
  const { app, db } = await startServer(config);
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received: finishing in-flight requests`);
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await app.close();
    } finally {
      await db.close();
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    const seeded = await bootstrap(app);
    if (seeded.generatedPassword) {
      console.log(
        `\n  First start: enterprise account "admin" created with password: ${seeded.generatedPassword}\n` +
          `  Demo employees (${demoAccountsLine()}) share it. It is shown only this once; change it after signing in.\n`,
      );
    }
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    await db.close();
    throw error;
  }
  const where = `http://${config.host}:${(app.server.address() as { port: number }).port}`;
  console.log(`Console: ${where}/   API docs: ${where}/api/docs   Database: ${db.kind}`);
}

main().catch((error: unknown) => {
  if (error instanceof StartupError) console.error(`Cannot start: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
