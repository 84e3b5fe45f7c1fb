import { describe, expect, it } from 'vitest';
import { scanBaseOf, scanHostInput, scanReach } from '../src/scan-host.ts';

describe('scan host', () => {
  it('takes a scheme, a host and a port only, normalised', () => {
    expect(scanBaseOf(' HTTPS://Q.Example.CN:443/ ')).toBe('https://q.example.cn');
    expect(scanBaseOf('http://q.example.cn:8080')).toBe('http://q.example.cn:8080');
    expect(scanBaseOf('http://[::1]:8080')).toBe('http://[::1]:8080');
    for (const bad of [
      'https://q.example.cn/scan',
      'https://q.example.cn?x=1',
      'https://q.example.cn#a',
      'ftp://q.example.cn',
      'q.example.cn',
      'https://u:p@q.example.cn',
      'http://q.example.cn:70000',
      'http://-q.cn',
    ]) {
      expect(scanBaseOf(bad), bad).toBeNull();
    }
    expect(scanHostInput.parse({ base_url: '' })).toEqual({ base_url: '' });
    expect(scanHostInput.safeParse({ base_url: 'https://q.example.cn/x' }).error?.issues[0]?.message).toBe('validation.scanBaseUrl');
  });

  it('tells a host phones reach from loopback and private ones, also when the base has a path', () => {
    for (const base of ['http://127.0.0.1:8080', 'http://localhost', 'http://app.localhost', 'http://[::1]', 'http://0.0.0.0:8080/trace'])
      expect(scanReach(base), base).toBe('loopback');
    for (const base of [
      'http://10.1.2.3',
      'http://172.20.0.5',
      'http://192.168.1.10',
      'http://169.254.0.1',
      'http://[fd00::1]',
      'http://scanner',
      'http://box.local',
    ])
      expect(scanReach(base), base).toBe('private');
    for (const base of ['https://q.example.cn', 'http://172.32.0.1', 'https://[2001:db8::1]', 'https://example.com/trace'])
      expect(scanReach(base), base).toBe('public');
  });
});
