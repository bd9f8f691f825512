import { describe, expect, it } from 'vitest';
import { allowAlso, isBlockedAddress, isLoopbackAddress, parseIp } from './blockedAddresses';

describe('isBlockedAddress', () => {
  it.each([
    '0.0.0.0', '0.1.2.3', '10.0.0.1', '100.64.0.1', '100.127.255.254', '127.0.0.1', '127.255.255.254', '169.254.169.254',
    '172.16.0.1', '172.31.255.255', '192.0.0.8', '192.168.1.1', '198.18.0.1', '198.19.255.255', '224.0.0.1', '239.255.255.250',
    '240.0.0.1', '255.255.255.255',
    '::', '::1', 'fd00::1', 'fc00::1', 'fe80::1', 'febf::1', 'fec0::1', '2001:db8::1', 'ff02::1',
    // IPv4-mapped and IPv4-compatible forms of inside addresses; NAT64, 6to4 and Teredo can carry one too.
    '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:169.254.169.254', '::ffff:10.0.0.1', '::127.0.0.1', '64:ff9b::a00:1', '2002:7f00:1::1', '2001::1',
    // Literal forms a naive regex misses: hex, decimal dword, octal, short.
    '0x7f000001', '2130706433', '0177.0.0.1', '127.1', '[::1]',
    // Not an address at all.
    'localhost', 'example.com', '',
  ])('blocks %s', (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '1.1.1.1', '93.184.215.14', '172.32.0.1', '100.128.0.1', '192.169.0.1', '2606:4700:4700::1111', '2a00:1450:4001::200e', '::ffff:8.8.8.8'])(
    'allows the public address %s',
    (address) => {
      expect(isBlockedAddress(address)).toBe(false);
    },
  );
});

describe('parseIp', () => {
  it('reads every literal form of loopback as 127.0.0.1', () => {
    for (const form of ['0x7f000001', '2130706433', '0177.0.0.1', '127.1']) expect(parseIp(form)?.toString()).toBe('127.0.0.1');
  });
  it('is null for a name', () => {
    expect(parseIp('hooks.example.com')).toBeNull();
  });
});

describe('isLoopbackAddress', () => {
  it('knows this machine in its forms and nothing else', () => {
    for (const a of ['127.0.0.1', '127.0.0.2', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(a)).toBe(true);
    for (const a of ['10.0.0.1', '::ffff:10.0.0.1', '8.8.8.8', 'localhost']) expect(isLoopbackAddress(a)).toBe(false);
  });
});

describe('allowAlso', () => {
  it('adds exactly the listed addresses to the default policy', () => {
    const policy = allowAlso(['127.0.0.1']);
    expect(policy('127.0.0.1')).toBe(true);
    expect(policy('127.0.0.2')).toBe(false);
    expect(policy('10.0.0.1')).toBe(false);
    expect(policy('8.8.8.8')).toBe(true);
  });
});
