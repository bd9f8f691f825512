import type { AdsEntity, AssetGroupAsset } from '../../googleAds.types';
import { COLLECTIONS } from '../resourceNames';
import { isObject, type Data } from './errors';

/**
 * Reads the account's stored resources by name. The sandbox store also offers `all()`, every
 * stored resource of the account, which the rules need for uniqueness (campaign and conversion
 * names, keywords, schedules) and for asset groups' existing links.
 */
export type ExistingLookup = ((resourceName: string) => unknown | undefined) & { all?: () => Iterable<[string, unknown]> };

export type ValidateOptions = {
  /** Every stored resource of the account (instead of `existing.all`). */
  resources?: () => Iterable<[string, unknown]>;
  /** The stored links of an asset group (instead of finding them among `resources`). */
  assetGroupLinks?: (assetGroup: string) => Partial<AssetGroupAsset>[];
};

const ENTITY_OF = new Map<string, AdsEntity>(Object.entries(COLLECTIONS).map(([entity, collection]) => [collection, entity as AdsEntity]));

/** The entity a resource name names (customers/1/adGroupCriteria/5~7 → ad_group_criterion). */
export function entityOfName(name: string): AdsEntity | undefined {
  const m = /^customers\/\d+\/([A-Za-z]+)\/[^/]+$/.exec(name);
  return m ? ENTITY_OF.get(m[1]) : undefined;
}

/** A temporary id of a create: a negative id in the name's last segment (campaigns/-1, adGroupCriteria/5~-2). */
export const isTemporaryName = (name: string): boolean => /\/(?:[^/]*~)?-\d+$/.test(name);

export type Known = { entity: AdsEntity; data: Data; stored: boolean };

/**
 * The account as the request leaves it after each operation: stored resources, overlaid with the
 * request's creates, updates and removals so far. References resolve against it, so a temporary
 * id is found only after the operation that creates it.
 */
export class RequestState {
  private readonly changed = new Map<string, Known>();
  private readonly deleted = new Set<string>();
  private listing?: [string, Data][];

  constructor(readonly customerId: string, private readonly existing: ExistingLookup, private readonly options: ValidateOptions = {}) {}

  /** The resource now, REMOVED ones included (their status says so); undefined when unknown or deleted. */
  get(name: unknown): Known | undefined {
    if (typeof name !== 'string' || this.deleted.has(name)) return undefined;
    const changed = this.changed.get(name);
    if (changed) return changed;
    const entity = entityOfName(name);
    const data = entity && !isTemporaryName(name) ? this.existing(name) : undefined;
    return entity && isObject(data) ? { entity, data, stored: true } : undefined;
  }

  /** Whether the request created it (a temporary id, or any create of this request). */
  createdHere(name: string): boolean {
    const k = this.changed.get(name);
    return !!k && !k.stored;
  }

  /** A stored resource's data as the request has left it so far (undefined once deleted). */
  overlay(name: string, stored: Data): Data | undefined {
    if (this.deleted.has(name)) return undefined;
    return this.changed.get(name)?.data ?? stored;
  }

  set(name: string, known: Known): void {
    this.changed.set(name, known);
    this.deleted.delete(name);
  }

  /** A removal: entities with a status keep it as REMOVED, the rest disappear (as the store does). */
  remove(name: string, keepsStatus: boolean): void {
    const current = this.get(name);
    if (current && keepsStatus) this.changed.set(name, { ...current, data: { ...current.data, status: 'REMOVED' } });
    else {
      this.changed.delete(name);
      this.deleted.add(name);
    }
  }

  private stored(): [string, Data][] {
    if (!this.listing) {
      const source = this.options.resources?.() ?? this.existing.all?.() ?? [];
      this.listing = [...source].filter((entry): entry is [string, Data] => isObject(entry[1]));
    }
    return this.listing;
  }

  /** Every live (not REMOVED) resource of an entity as the request has left them so far. */
  live(entity: AdsEntity): [string, Data][] {
    const out: [string, Data][] = [];
    for (const [name] of this.stored()) {
      if (this.changed.has(name) || this.deleted.has(name) || entityOfName(name) !== entity) continue;
      const k = this.get(name);
      if (k && k.data.status !== 'REMOVED') out.push([name, k.data]);
    }
    for (const [name, k] of this.changed) if (k.entity === entity && k.data.status !== 'REMOVED') out.push([name, k.data]);
    return out;
  }

  /** The stored links of an asset group, from the option when given. */
  storedGroupLinks(group: string): [string, Data][] {
    if (this.options.assetGroupLinks) {
      return this.options.assetGroupLinks(group).map((l, i) => [l.resource_name ?? `${group}#${i}`, l as Data]);
    }
    return this.stored().filter(([name, d]) => entityOfName(name) === 'asset_group_asset' && d.asset_group === group);
  }
}
