import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isSafeText } from '@trace/contract/validation';
import { restorePgliteDataDir } from './db/client.ts';
import { rebuildRollups } from './modules/report/report.public.ts';
import { findAccountIdByName } from './platform/access/account.repo.ts';
import { setPassword } from './platform/access/credentials.ts';
import { passwordProblem, passwordVars } from './platform/access/password-policy.ts';
import { systemClock } from './platform/clock.ts';
import { translator } from './platform/i18n.ts';
import { syncCatalogue } from './seed/catalogue-sync.ts';
import { createEnterprise } from './seed/enterprise-setup.ts';
import { openMigratedDatabase, readConfig, StartupError } from './startup.ts';

const USAGE = `Usage: npm run cli -- <command> [options]

  create-enterprise --name <name> --admin-account <account> --admin-password <password>
      Create an enterprise (tenant) with its enterprise account.
  reset-password --account <account> --password <password>
      Set an account's password and end all of its sessions.
  export-db --file <path.tar.gz>
      Write the embedded database (PGlite) to a file. With DATABASE_URL use pg_dump instead.
  import-db --file <path.tar.gz> [--force]
      Load a file written by export-db into DATA_DIR; --force moves an existing database aside first.
  rebuild-reports [--enterprise <id>]
      Count the reports' rollups again from every code event and scan (all enterprises, or one).

On the embedded database the server must be stopped: the data directory admits one opener.`;

class UsageError extends Error {}

const t = translator('en');

function required(values: Record<string, unknown>, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value.trim() === '') throw new UsageError(`--${name} is required`);
  return value;
}

function checkPassword(password: string, account: string) {
  const problem = passwordProblem(password, account);
  if (problem) throw new UsageError(`password ${t(problem, passwordVars(problem))}`);
}

async function createEnterpriseCommand(values: Record<string, unknown>) {
  const name = required(values, 'name').trim();
  const account = required(values, 'admin-account').trim();
  const password = required(values, 'admin-password');
  if (name.length > 100) throw new UsageError(`--name ${t('validation.tooLong', { count: 100 })}`);
  if (account.length > 64 || !isSafeText(account)) throw new UsageError(`--admin-account ${t('validation.textRule')}`);
  checkPassword(password, account);
  const db = await openMigratedDatabase(readConfig());
  try {
    await syncCatalogue(db.orm);
    if (await findAccountIdByName(db, account)) throw new UsageError(`account "${account}" already exists`);
    const created = await createEnterprise(db.orm, { name, adminAccount: account, adminPassword: password });
    console.log(`Created enterprise ${created.enterpriseId} "${name}" with enterprise account "${account}".`);
  } finally {
    await db.close();
  }
}

async function resetPasswordCommand(values: Record<string, unknown>) {
  const account = required(values, 'account').trim();
  const password = required(values, 'password');
  checkPassword(password, account);
  const db = await openMigratedDatabase(readConfig());
  try {
    const id = await findAccountIdByName(db, account);
    if (!id) throw new UsageError(`no account "${account}"`);
    const revoked = await setPassword({ db, clock: systemClock }, id, password);
    console.log(`Password of "${account}" changed; ${revoked} session(s) ended.`);
  } finally {
    await db.close();
  }
}

async function exportCommand(values: Record<string, unknown>) {
  const file = path.resolve(required(values, 'file'));
  const config = readConfig();
  if (config.databaseUrl) throw new UsageError('export-db works on the embedded database; for PostgreSQL use pg_dump');
  const db = await openMigratedDatabase(config);
  try {
    const dump = await db.dumpDataDir?.();
    if (!dump) throw new UsageError('this database cannot be exported here');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    console.log(`Exported ${config.dataDir} to ${file} (${fs.statSync(file).size} bytes).`);
  } finally {
    await db.close();
  }
}

async function importCommand(values: Record<string, unknown>) {
  const file = path.resolve(required(values, 'file'));
  const config = readConfig();
  if (config.databaseUrl) throw new UsageError('import-db works on the embedded database; for PostgreSQL use pg_restore');
  if (!fs.existsSync(file)) throw new UsageError(`no file ${file}`);
  const target = path.join(config.dataDir, 'pglite');
  if (fs.existsSync(target) && fs.readdirSync(target).length > 0) {
    if (!values.force) throw new UsageError(`${target} already holds a database; add --force to move it aside`);
    const aside = `${target}.before-import-${systemClock.now().toISOString().replace(/[:.]/g, '-')}`;
    fs.renameSync(target, aside);
    console.log(`Moved the existing database to ${aside}.`);
  }
  await restorePgliteDataDir(config.dataDir, new Blob([fs.readFileSync(file)]));
  const db = await openMigratedDatabase(config);
  await db.close();
  console.log(`Imported ${file} into ${config.dataDir}.`);
}

async function rebuildReportsCommand(values: Record<string, unknown>) {
  const given = values.enterprise;
  const enterpriseId = typeof given === 'string' ? Number(given) : undefined;
  if (enterpriseId !== undefined && !(Number.isInteger(enterpriseId) && enterpriseId > 0))
    throw new UsageError('--enterprise must be an id');
  const db = await openMigratedDatabase(readConfig());
  try {
    const started = performance.now();
    const done = await rebuildRollups(db, { enterpriseId, now: () => systemClock.now() });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Rebuilt the reports' rollups of ${done.enterprises} enterprise(s) from ${done.read} events and scans in ${seconds} s.`);
  } finally {
    await db.close();
  }
}

const commands: Record<string, (values: Record<string, unknown>) => Promise<void>> = {
  'create-enterprise': createEnterpriseCommand,
  'reset-password': resetPasswordCommand,
  'export-db': exportCommand,
  'import-db': importCommand,
  'rebuild-reports': rebuildReportsCommand,
};

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      'admin-account': { type: 'string' },
      'admin-password': { type: 'string' },
      account: { type: 'string' },
      password: { type: 'string' },
      file: { type: 'string' },
      force: { type: 'boolean' },
      enterprise: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const command = positionals[0] ? commands[positionals[0]] : undefined;
  if (values.help || !command) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  await command(values);
}

main().catch((error: unknown) => {
  const parseError = (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
  if (error instanceof UsageError || error instanceof StartupError || parseError) console.error(`Error: ${(error as Error).message}`);
  else console.error(error);
  process.exit(1);
});
