import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The lint rule `npm run lint` runs so the server reads the time from its one clock (decision 164):
 * the root biome.json's plugin `apps/server/tools/one-clock.grit`, over `apps/server/src` but the
 * clock itself. Here it runs on a copy of that configuration, with files added where they would be.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const biome = path.join(root, 'node_modules/.bin/biome');
const workspace = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'one-clock-')));
afterAll(() => fs.rmSync(workspace, { recursive: true, force: true }));

const config = JSON.parse(fs.readFileSync(path.join(root, 'biome.json'), 'utf8'));
delete config.$schema;
fs.writeFileSync(path.join(workspace, 'biome.json'), JSON.stringify({ ...config, vcs: { enabled: false } }));
fs.mkdirSync(path.join(workspace, 'apps/server/tools'), { recursive: true });
fs.copyFileSync(path.join(root, 'apps/server/tools/one-clock.grit'), path.join(workspace, 'apps/server/tools/one-clock.grit'));

/** The rule's findings (`file:line`) over `files` (paths under the repository's root), each given its text. */
function findings(files: Record<string, string>): string[] {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(workspace, file)), { recursive: true });
    fs.writeFileSync(path.join(workspace, file), text);
  }
  const run = spawnSync(biome, ['lint', '--reporter=github', ...Object.keys(files)], { cwd: workspace, encoding: 'utf8' });
  for (const file of Object.keys(files)) fs.rmSync(path.join(workspace, file));
  return [...run.stdout.matchAll(/^::error title=plugin,file=([^,]+),line=(\d+),/gm)].map(
    ([, file = '', line]) => `${path.relative(workspace, file)}:${line}`,
  );
}

describe('one clock', () => {
  it('refuses reading the system time in the server’s sources', () => {
    const file = 'apps/server/src/modules/codes/added.ts';
    const text = 'export const stamp = Date.now();\nexport const at = new Date();\nexport const text = Date();\n';
    expect(findings({ [file]: text })).toEqual([`${file}:1`, `${file}:2`, `${file}:3`]);
  });

  it('lets parsing a time, elapsed time, the clock itself, tests and an exemption with its reason pass', () => {
    const parsing = 'export const at = (value: string) => new Date(value);\nexport const since = performance.now();\n';
    const exempt = '// biome-ignore lint/plugin/one-clock: a reason why no clock can be in reach\nexport const stamp = Date.now();\n';
    expect(
      findings({
        'apps/server/src/modules/codes/parsing.ts': parsing,
        'apps/server/src/modules/codes/exempt.ts': exempt,
        'apps/server/src/platform/clock.ts': 'export const now = () => new Date();\n',
        'apps/server/test/added.test.ts': 'export const stamp = Date.now();\n',
      }),
    ).toEqual([]);
  });

  it('finds nothing in today’s sources', () => {
    const run = spawnSync(biome, ['lint', '--reporter=github', 'apps/server/src'], { cwd: root, encoding: 'utf8' });
    expect(run.stdout.match(/^::error title=plugin,.*$/gm) ?? []).toEqual([]);
  });
});
