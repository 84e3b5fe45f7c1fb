import fs from 'node:fs';
import path from 'node:path';
import { ENGINE, SEED, VARIANT } from './run-settings.ts';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../../..');
/** Where each test file leaves its figures for the run's summary (reliability-report.ts). */
export const RESULTS_DIR = path.join(REPO_ROOT, 'reports', 'reliability');

export type CategoryResult = {
  category: string;
  tried: number;
  failed: number;
  /** Measurements worth reading beside the counts (RSS, p99, rounds). */
  notes: string[];
  /** The first failures, each with the request that caused it. */
  failures: string[];
};

export const CATEGORIES = {
  routes: '1. Every route in the OpenAPI document',
  fuzz: '2. Fuzz (schema-driven bad input)',
  authorisation: '3a. Authorisation matrix',
  tenancy: '3b. Cross-tenant ids, lists and exports',
  kill: '4. Kill and restart',
  bounds: '5. Resource bounds',
} as const;

const KEPT_FAILURES = 25;

/** Records one category's figures for this engine; the run's summary collects them. */
export function recordResult(key: keyof typeof CATEGORIES, result: Omit<CategoryResult, 'category'>) {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const full: CategoryResult & { engine: string; seed: number; variant: string; at: string } = {
    category: CATEGORIES[key],
    ...result,
    failures: result.failures.slice(0, KEPT_FAILURES),
    engine: ENGINE,
    seed: SEED,
    variant: VARIANT,
    at: new Date().toISOString(),
  };
  fs.writeFileSync(path.join(RESULTS_DIR, `${ENGINE}-${key}.json`), `${JSON.stringify(full, null, 2)}\n`);
}
