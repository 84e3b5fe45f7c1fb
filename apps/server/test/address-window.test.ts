import { describe, expect, it } from 'vitest';
import { AddressWindow } from '../src/platform/address-window.ts';

describe('the per-client window of the public limits', () => {
  it('counts an IPv4 address alone and a whole IPv6 /64 together, and says how long to wait', () => {
    let now = 0;
    const window = new AddressWindow(2, 60_000, () => now);
    expect([window.hit('198.51.100.7'), window.hit('::ffff:198.51.100.7'), window.hit('198.51.100.7')]).toEqual([0, 0, 60]);
    expect(window.hit('198.51.100.8')).toBe(0);
    // Addresses of one /64, written in any form, are one client; the next /64 is another.
    expect([window.hit('2001:db8:1:2::1'), window.hit('2001:DB8:1:2:ffff::9'), window.hit('2001:db8:1:2:0:0:0:77')]).toEqual([0, 0, 60]);
    expect(window.hit('2001:db8:1:3::1')).toBe(0);
    now = 45_000;
    expect(window.hit('198.51.100.7')).toBe(15);
    now = 60_000;
    expect(window.hit('198.51.100.7')).toBe(0);
  });

  it('drops ended windows when full, so addresses seen earlier do not free a client still held off', () => {
    let now = 0;
    const window = new AddressWindow(1, 60_000, () => now);
    for (let i = 0; i < 9_999; i++) window.hit(`10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`);
    now = 30_000;
    window.hit('203.0.113.1');
    expect(window.hit('203.0.113.1')).toBe(60);
    // The map is full; the earlier addresses' windows have ended, the held-off client's has not.
    now = 61_000;
    expect(window.hit('192.0.2.1')).toBe(0);
    expect(window.hit('203.0.113.1')).toBe(29);
  });
});
