import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { cnameTarget } from './domainRecords';
import { dnsMode } from './landingDomains.service';
import { ownHostnames } from './customDomainHost';

const base = { JWT_SECRET: 'x'.repeat(32) };

describe('custom-domain settings', () => {
  it('default to the landings domain as CNAME target, no apex addresses, and the sandbox DNS outside production', () => {
    const config = loadConfig(base);
    expect(cnameTarget(config)).toBe('landings.localhost');
    expect(config.LANDINGS_APEX_IPS).toEqual([]);
    expect(dnsMode(config)).toBe('sandbox');
    expect(dnsMode(loadConfig({ ...base, NODE_ENV: 'production' }))).toBe('real');
    // The sandbox DNS is never used where sandboxes are off, whatever is asked.
    expect(dnsMode(loadConfig({ ...base, NODE_ENV: 'production', LANDINGS_DNS: 'sandbox' }))).toBe('real');
    expect(dnsMode(loadConfig({ ...base, LANDINGS_DNS: 'real' }))).toBe('real');
  });

  it('read a CNAME target and apex addresses, refusing what is not an IPv4 address', () => {
    const config = loadConfig({ ...base, LANDINGS_CNAME_TARGET: 'Edge.Example.com', LANDINGS_APEX_IPS: ' 203.0.113.7, 203.0.113.8 ' });
    expect(cnameTarget(config)).toBe('edge.example.com');
    expect(config.LANDINGS_APEX_IPS).toEqual(['203.0.113.7', '203.0.113.8']);
    expect(() => loadConfig({ ...base, LANDINGS_APEX_IPS: '203.0.113.7,example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, LANDINGS_DNS: 'maybe' })).toThrow(ConfigError);
  });

  it("know the app's own host names (PUBLIC_URL and APP_ORIGINS)", () => {
    expect(ownHostnames(loadConfig({ ...base, PUBLIC_URL: 'https://App.example.com', APP_ORIGINS: 'https://crm.example.io,https://app.example.com' })))
      .toEqual(['app.example.com', 'crm.example.io']);
  });
});
