import type { Config } from '../../config';
import type { Db } from '../../db/connection';
import { findVerifiedDomainLanding } from './landingDomains.repository';

/**
 * Which landing a Host header's custom domain serves, for the landing-host hook (first onRequest
 * hook of the app, see landings/landings.host.ts). Lookups are cached briefly in memory, unknown
 * hosts included, so a host that is not a landing costs one indexed query per TTL. Changes made
 * through this instance (create, verify, delete) forget the entry at once; another instance sees
 * them within the TTL.
 */

const TTL_MS = 30_000;
const MAX_ENTRIES = 5_000;
const cache = new Map<string, { landingId: string | null; until: number }>();

/** The host name of a Host header that could be a custom domain (lower-case, no port or trailing dot); null for IP literals, localhost and single labels. */
export function customDomainHostname(host: string | undefined): string | null {
  if (!host) return null;
  let name = host.trim().toLowerCase();
  if (name.startsWith('[')) return null;
  name = name.replace(/:\d*$/, '').replace(/\.$/, '');
  if (!name.includes('.') || /^[\d.]+$/.test(name)) return null;
  if (name === 'localhost' || name.endsWith('.localhost')) return null;
  return name;
}

export function forgetCustomDomain(domain: string): void {
  cache.delete(domain);
}

/** Tests: start from nothing known. */
export function clearCustomDomainCache(): void {
  cache.clear();
}

/** Whether this host is known (from the cache, without a query) to be a verified custom domain: for synchronous checks such as the socket's host refusal. */
export function isKnownCustomDomain(host: string | undefined): boolean {
  const name = customDomainHostname(host);
  const entry = name ? cache.get(name) : undefined;
  return Boolean(entry && entry.landingId && entry.until > Date.now());
}

/** The landing a verified custom domain serves, or null; never for the app's own host names. */
export async function customDomainLanding(db: Db, host: string | undefined, ownHostnames: readonly string[]): Promise<string | null> {
  const name = customDomainHostname(host);
  if (!name || ownHostnames.includes(name)) return null;
  const now = Date.now();
  const hit = cache.get(name);
  if (hit && hit.until > now) return hit.landingId;
  const landingId = (await findVerifiedDomainLanding(db, name)) ?? null;
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(name, { landingId, until: now + TTL_MS });
  return landingId;
}

/** The host names that are the app's own, never a landing's: PUBLIC_URL's and APP_ORIGINS'. */
export function ownHostnames(config: Pick<Config, 'publicUrl' | 'APP_ORIGINS'>): string[] {
  const names = [config.publicUrl, ...config.APP_ORIGINS].flatMap((u) => {
    try {
      return [new URL(u).hostname.toLowerCase()];
    } catch {
      return [];
    }
  });
  return [...new Set(names)];
}
