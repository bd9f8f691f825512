import type { GoogleAdsError } from '../../googleAds.types';

/** A field below the operation: a name, or a name and a list index (`headlines[2]`). */
export type FieldStep = string | [string, number];

/**
 * The errors of one operation, each located as GoogleAdsFailure locates it:
 * `operations[index]` → `create`/`update`/`remove` → the field path.
 */
export class OperationErrors {
  readonly errors: GoogleAdsError[] = [];
  constructor(readonly index: number, readonly kind: 'create' | 'update' | 'remove') {}

  /**
   * One error: `family` is the error enum's field in GoogleAdsError.error_code (`criterion_error`),
   * `code` its value (`KEYWORD_TEXT_TOO_LONG`); `trigger` the offending value, where useful.
   */
  add(family: string, code: string, message: string, path: FieldStep[] = [], trigger?: string | number): void {
    this.errors.push({
      error_code: { [family]: code },
      message,
      ...(trigger === undefined ? {} : { trigger: typeof trigger === 'number' ? { int64_value: trigger } : { string_value: trigger } }),
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

/** The untyped view of a resource the rules read (the request is not trusted to match its types). */
export type Data = Record<string, unknown>;

export const isObject = (v: unknown): v is Data => typeof v === 'object' && v !== null && !Array.isArray(v);
export const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
export const obj = (v: unknown): Data | undefined => (isObject(v) ? v : undefined);
export const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** Checks an enum value: absent is fine unless required; an unknown name is request_error INVALID_ENUM_VALUE. */
export function checkEnum(e: OperationErrors, value: unknown, allowed: readonly string[], path: FieldStep[], label: string, required = false): boolean {
  if (value === undefined || value === null || value === '') {
    if (required) e.add('field_error', 'REQUIRED', `${label} is required`, path);
    return !required;
  }
  if (typeof value !== 'string' || !allowed.includes(value)) {
    e.add('request_error', 'INVALID_ENUM_VALUE', `${label} must be one of ${allowed.join(', ')}`, path, String(value));
    return false;
  }
  return true;
}
