import { bootstrap, demoAccountsLine } from './seed/bootstrap.ts';
import { handleSignals, shutdown, startServer } from './server.ts';
import { readConfig, StartupError } from './startup.ts';

async function main() {
  const config = readConfig();
  const { app, db } = await startServer(config);
  handleSignals(app, db);
  // A stray rejected promise is a defect to log, not a reason to drop every request in flight.
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled promise rejection'));

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
    await shutdown(app, db);
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
