import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, host: '127.0.0.1', seedDemo: true, databaseUrl: undefined, sessionIdleMs: 30 * 60_000 });
    expect(config.sessionMaxMs).toBe(12 * 3_600_000);
    expect(config.publicScansPerMinute).toBe(60);
  });

  it.each([
    [{ PORT: 'eighty' }, /^Invalid PORT="eighty": /],
    [{ PORT: '70000' }, /^Invalid PORT="70000": /],
    [{ SEED_DEMO: 'maybe' }, /^Invalid SEED_DEMO="maybe": /],
    [{ LOG_LEVEL: 'loud' }, /^Invalid LOG_LEVEL="loud": /],
    [{ PUBLIC_BASE_URL: 'not a url' }, /^Invalid PUBLIC_BASE_URL=/],
    [{ SESSION_IDLE_MINUTES: '0' }, /^Invalid SESSION_IDLE_MINUTES="0": /],
    [{ PUBLIC_SCANS_PER_MINUTE: '-1' }, /^Invalid PUBLIC_SCANS_PER_MINUTE="-1": /],
    [{ PUBLIC_SCANS_PER_MINUTE: 'many' }, /^Invalid PUBLIC_SCANS_PER_MINUTE="many": /],
  ])('stops on %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('never echoes a secret', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short' })).toThrow(/^Invalid ADMIN_PASSWORD: /);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short' })).not.toThrow(/short"/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://user:secret@host/db' })).toThrow(/^Invalid DATABASE_URL: /);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://user:secret@host/db' })).not.toThrow(/secret/);
  });

  it('prints codes for this server when no public base URL is set, and for the one set otherwise', () => {
    expect(loadConfig({}).publicBaseUrl).toBe('http://127.0.0.1:8080');
    expect(loadConfig({ PORT: '8091' }).publicBaseUrl).toBe('http://127.0.0.1:8091');
    expect(loadConfig({ PORT: '9000', HOST: '0.0.0.0' }).publicBaseUrl).toBe('http://127.0.0.1:9000');
    expect(loadConfig({ PORT: '9000', HOST: '::1' }).publicBaseUrl).toBe('http://[::1]:9000');
    expect(loadConfig({ PORT: '8091', PUBLIC_BASE_URL: 'https://q.example.com/' }).publicBaseUrl).toBe('https://q.example.com');
  });

  it('takes 0 public scans a minute as no limit', () => {
    expect(loadConfig({ PUBLIC_SCANS_PER_MINUTE: '0' }).publicScansPerMinute).toBe(0);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 8080, databaseUrl: undefined });
  });
});
