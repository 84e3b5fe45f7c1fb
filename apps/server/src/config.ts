import path from 'node:path';
import { z } from 'zod';

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');
const positiveInt = z.coerce.number().int().positive();

/** Environment variables the server reads; documented in .env.example and the README. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must have at least 8 characters').max(128).optional(),
  SEED_DEMO: flag.default(true),
  /** Unset: this server's own address (ownBaseUrl). */
  PUBLIC_BASE_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_MINUTES: positiveInt.default(30),
  SESSION_MAX_HOURS: positiveInt.default(12),
  LOGIN_MAX_FAILURES: positiveInt.default(5),
  LOGIN_IP_MAX_FAILURES: positiveInt.default(20),
  LOGIN_LOCK_MINUTES: positiveInt.default(15),
  BODY_LIMIT_BYTES: positiveInt.default(1_048_576),
  /** Consumer scans (resolve API, scan pages and shared positions, each counted apart) one address may send a minute; 0 = no limit. */
  PUBLIC_SCANS_PER_MINUTE: z.coerce.number().int().min(0).default(60),
  INTEGRATION_REQUESTS_PER_MINUTE: z.coerce.number().int().min(0).default(600),
  /** 1: the risk engine reads consumer scans into warnings in the background; 0: it stays idle. */
  RISK_ENGINE: flag.default(true),
  /** 1: this server keeps the reports' rollups from new events and scans in the background; 0: it leaves that to the others. */
  REPORT_ROLLUPS: flag.default(true),
  /** 1: this server keys new code events by their EPCIS event ids in the background; 0: it leaves that to the others. */
  EPCIS_EVENT_KEYS: flag.default(true),
  /** Comma-separated proxy addresses/CIDRs whose X-Forwarded-For is believed; empty = none. */
  TRUST_PROXY: z.string().default(''),
  /** Where the built console lives; the server serves it with SPA fallback when present. */
  WEB_DIST: z.string().optional(),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminPassword: string | undefined;
  seedDemo: boolean;
  publicBaseUrl: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  sessionIdleMs: number;
  sessionMaxMs: number;
  loginMaxFailures: number;
  loginIpMaxFailures: number;
  loginLockMs: number;
  bodyLimit: number;
  /** 0: no limit. */
  publicScansPerMinute: number;
  /** Calls one integration token may make a minute on one server; 0: no limit. */
  integrationRequestsPerMinute: number;
  /** The risk engine runs on this server. */
  riskEngine: boolean;
  /** The reports' rollups are kept on this server. */
  reportRollups: boolean;
  epcisEventKeys: boolean;
  trustProxy: string[];
  webDist: string;
};

export class ConfigError extends Error {}

/** Never echoed in error messages. */
const SECRET_VARIABLES = new Set(['ADMIN_PASSWORD', 'DATABASE_URL']);

const defaultWebDist = path.resolve(import.meta.dirname, '../../web/dist');

/**
 * Where printed codes point when PUBLIC_BASE_URL is not set: this server, as the machine it runs
 * on reaches it (a server listening on every address is reached on the loopback). PORT 0, any
 * free port, is known only once listening: the usual 8080 stands in.
 */
function ownBaseUrl(host: string, port: number): string {
  const reached = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${reached.includes(':') ? `[${reached}]` : reached}:${port === 0 ? 8080 : port}`;
}

/** Reads and validates the environment once; a bad value names the variable in one line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const relevant = Object.fromEntries(
    Object.keys(envSchema.shape).flatMap((key) => (env[key] === undefined || env[key] === '' ? [] : [[key, env[key]]])),
  );
  const parsed = envSchema.safeParse(relevant);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    const shown = SECRET_VARIABLES.has(name) ? '' : `=${JSON.stringify(relevant[name] ?? '')}`;
    throw new ConfigError(`Invalid ${name}${shown}: ${issue?.message ?? 'invalid value'}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO,
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? ownBaseUrl(e.HOST, e.PORT)).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionMaxMs: e.SESSION_MAX_HOURS * 3_600_000,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginIpMaxFailures: e.LOGIN_IP_MAX_FAILURES,
    loginLockMs: e.LOGIN_LOCK_MINUTES * 60_000,
    bodyLimit: e.BODY_LIMIT_BYTES,
    publicScansPerMinute: e.PUBLIC_SCANS_PER_MINUTE,
    integrationRequestsPerMinute: e.INTEGRATION_REQUESTS_PER_MINUTE,
    riskEngine: e.RISK_ENGINE,
    reportRollups: e.REPORT_ROLLUPS,
    epcisEventKeys: e.EPCIS_EVENT_KEYS,
    trustProxy: e.TRUST_PROXY.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    webDist: path.resolve(e.WEB_DIST ?? defaultWebDist),
  };
}
