import { describe, expect, it } from 'vitest';
import { createKnownDevices } from './known-device.ts';

const devices = createKnownDevices('a-secret-long-enough-for-the-test-0123456789');

describe('known devices', () => {
  it('recognises a cookie for the account it was issued for, however the address is written', () => {
    const cookie = devices.issue('ada@example.com');
    expect(devices.recognise(cookie, ' ADA@example.com ')).toBe(cookie.split('.')[0]);
  });

  it('recognises nothing for another account, another secret or a changed cookie', () => {
    const cookie = devices.issue('ada@example.com');
    const [id, signature] = cookie.split('.') as [string, string];
    expect(devices.recognise(cookie, 'grace@example.com')).toBeNull();
    expect(createKnownDevices('another-secret-long-enough-0123456789').recognise(cookie, 'ada@example.com')).toBeNull();
    expect(devices.recognise(`${id}x.${signature}`, 'ada@example.com')).toBeNull();
    expect(devices.recognise(`${id}.${signature}.more`, 'ada@example.com')).toBeNull();
    expect(devices.recognise(undefined, 'ada@example.com')).toBeNull();
  });
});
