import type { MutateOperation } from '../../../connectors/ads/googleAds.types';

/**
 * Operations of one request with the body field each comes from, so the platform's errors
 * (located by operation index) land on the field the user filled in.
 */
export class OperationList {
  readonly operations: MutateOperation[] = [];
  readonly paths: string[] = [];
  private next = -1;
  constructor(readonly customerId: string) {}
  /** A temporary resource name (customers/X/campaigns/-3) later operations can point at. */
  temp(collection: string): string {
    return `customers/${this.customerId}/${collection}/${this.next--}`;
  }
  add(operation: MutateOperation, path: string): void {
    this.operations.push(operation);
    this.paths.push(path);
  }
}
