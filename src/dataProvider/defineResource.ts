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

export type FieldDef = {
  kind: 'text' | 'number' | 'boolean' | 'date' | 'email' | 'url' | 'select';
  required?: boolean;
  multiline?: boolean;
  choices?: readonly string[];
};

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
};

/**
 * Declares a resource once: the dataProvider derives every method from its endpoints (the
 * contract's calls), and the company id goes wherever each call's contract says it lives.
 */
export const defineResource = <const T extends ResourceDeclaration>(declaration: T): T => declaration;

export const text = (o: Omit<FieldDef, 'kind'> = {}): FieldDef => ({ kind: 'text', ...o });
export const email = (o: Omit<FieldDef, 'kind'> = {}): FieldDef => ({ kind: 'email', ...o });
export const url = (o: Omit<FieldDef, 'kind'> = {}): FieldDef => ({ kind: 'url', ...o });
