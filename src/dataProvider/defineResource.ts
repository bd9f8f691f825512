import type { ComponentType } from 'react';
import type { CallDef } from '../../contract/define';
import type { CallArgs } from './createApiClient';

/** What react-admin asked for, as the endpoint's argument builder sees it. */
export type ListRequest = {
  page: number;
  perPage: number;
  sortField?: string;
  sortOrder?: 'ASC' | 'DESC';
  filter: Record<string, unknown>;
};

/** A call plus, when its arguments are not the defaults, how to build them. */
export type Endpoint<Req> = CallDef | { call: CallDef; args: (request: Req) => CallArgs };

export type FieldKind =
  | 'text' | 'multiline' | 'email' | 'phone' | 'url' | 'number' | 'money' | 'boolean' | 'date' | 'datetime'
  | 'select' | 'multiSelect' | 'reference' | 'tags' | 'json'
  /** Codes (ES, EUR, Europe/Madrid) picked and shown by their names in the user's language. */
  | 'country' | 'currency' | 'timeZone';

export type FieldDef = {
  kind: FieldKind;
  required?: boolean;
  /** Kept for declarations written before `multiline` was a kind of its own. */
  multiline?: boolean;
  /** select / multiSelect: the stored values; labels from `resources.<name>.choices.<field>.<value>` when present. */
  choices?: readonly string[];
  /** reference: the declared resource it points to (shown by that resource's recordRepresentation). */
  reference?: string;
  /** money: the ISO currency of the amounts (EUR by default). */
  currency?: string;
  /** Not a column of the default list (false), or its column's options. */
  list?: false | { sortable?: boolean };
  /** Shown, never edited (server-owned values: counts, dates). */
  readOnly?: boolean;
  /** Only in the create form (e.g. a name that cannot change). */
  createOnly?: boolean;
  /**
   * How the field reads in a list cell and on the show page when its kind's default says too
   * little (a role changed in place, a name made of two fields); it reads the record from context.
   */
  cell?: ComponentType;
};

/** A view that replaces the derived one for this resource (the rest stay derived). */
export type ResourceViews = Partial<Record<'list' | 'create' | 'edit' | 'show', ComponentType>>;

export type ResourceDeclaration = {
  name: string;
  endpoints: {
    list?: Endpoint<ListRequest>;
    get?: Endpoint<{ id: string }>;
    create?: Endpoint<{ data: Record<string, unknown> }>;
    update?: Endpoint<{ id: string; data: Record<string, unknown> }>;
    delete?: Endpoint<{ id: string }>;
  };
  fields?: Record<string, FieldDef>;
  /** Where its screens live under `/:lang` (`crm/lists`): the list, `create`, `:id` (edit), `:id/show`. */
  path?: string;
  list?: {
    /** Initial order of the list (the server sorts). */
    sort?: { field: string; order: 'ASC' | 'DESC' };
    /** A search box sending `q`. */
    search?: boolean;
    /** Fields offered as filters (inputs by their kind). */
    filters?: readonly string[];
    perPage?: number;
    /** false when the list call answers every record at once (no paging controls). */
    paged?: false;
    /** What a row opens: the edit form (default), the show page, or nothing. */
    rowClick?: 'edit' | 'show' | false;
    /** Buttons beside "create" in the list's toolbar (e.g. "sync with the channel"). */
    actions?: ComponentType;
    /** Extra actions at the end of each row (e.g. "view its contacts"); delete is derived. */
    rowActions?: ComponentType;
    /** false when the row's own actions delete (with rules of their own, e.g. never the owner). */
    rowDelete?: false;
    /** false when deleting several at once makes no sense for this resource. */
    bulkDelete?: false;
  };
  /** Whether a read-only page exists for a record (`:id/show`). */
  show?: boolean;
  /** The entry in its area's navigation. */
  menu?: { group: string; order: number; icon?: ComponentType };
  /** How a record is named in titles, references and confirmations: a field name or a function. */
  recordRepresentation?: string | ((record: Record<string, unknown>) => string);
  views?: ResourceViews;
};

/**
 * Declares a resource once: the dataProvider derives every method from its endpoints (the
 * contract's calls), and the company id goes wherever each call's contract says it lives; the
 * derived views (src/resources/derived/) give it a list, forms, routes, a menu entry and access
 * rules from its fields, its calls' permissions and its translations.
 */
export const defineResource = <const T extends ResourceDeclaration>(declaration: T): T => {
  // The show page is routed only with `show: true`: a row opening it, or a view for it, without
  // that flag would lead to "page not found" (as the conversion actions' rows once did).
  if (!declaration.show && (declaration.list?.rowClick === 'show' || declaration.views?.show)) {
    throw new Error(`Resource "${declaration.name}" declares a show page (rowClick: 'show' or views.show) without show: true`);
  }
  return declaration;
};

type Options = Omit<FieldDef, 'kind'>;
const kind = (k: FieldKind) => (o: Options = {}): FieldDef => ({ kind: k, ...o });

/** Field kinds, each with its input, display and list column in the derived views. */
export const text = (o: Options = {}): FieldDef => ({ kind: o.multiline ? 'multiline' : 'text', ...o });
export const multiline = kind('multiline');
export const email = kind('email');
export const phone = kind('phone');
export const url = kind('url');
export const number = kind('number');
export const money = kind('money');
export const boolean = kind('boolean');
export const date = kind('date');
export const datetime = kind('datetime');
export const select = (choices: readonly string[], o: Options = {}): FieldDef => ({ kind: 'select', choices, ...o });
export const multiSelect = (choices: readonly string[], o: Options = {}): FieldDef => ({ kind: 'multiSelect', choices, ...o });
export const reference = (resource: string, o: Options = {}): FieldDef => ({ kind: 'reference', reference: resource, ...o });
export const tags = kind('tags');
export const json = (o: Options = {}): FieldDef => ({ kind: 'json', readOnly: true, ...o });
export const country = kind('country');
export const currency = kind('currency');
export const timeZone = kind('timeZone');
