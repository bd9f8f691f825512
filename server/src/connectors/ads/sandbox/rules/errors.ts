import type { GoogleAdsError } from '../../googleAds.types';

/** A field below the operation: a name, or a name and a list index. */
export type FieldStep = string | [string, number];

/** An error of one operation, located as GoogleAdsFailure locates it (operations[i].create.field…). */
export class OperationErrors {
  readonly errors: GoogleAdsError[] = [];
  constructor(private readonly index: number, private readonly kind: 'create' | 'update' | 'remove') {}
  add(family: string, code: string, message: string, path: FieldStep[] = [], trigger?: string): void {
    this.errors.push({
      error_code: { [family]: code },
      message,
      ...(trigger !== undefined ? { trigger: { string_value: trigger } } : {}),
      location: {
        field_path_elements: [
          { field_name: 'operations', index: this.index },
          { field_name: this.kind },
          ...path.map((p) => (typeof p === 'string' ? { field_name: p } : { field_name: p[0], index: p[1] })),
        ],
      },
    });
  }
}
