import { z } from 'zod';
type Translate = (key: string, options?: Record<string, unknown>) => string;
import { fieldCode } from '../../../contract/fieldMessages';
import type { Endpoint, ResourceDeclaration } from '../../dataProvider/defineResource';
import { callOf } from './resourceAccess';

type FormEndpoint = Endpoint<{ data: Record<string, unknown>; id: string }>;

/** The body the endpoint would send for these form values (what the server will validate). */
function bodyOf(endpoint: FormEndpoint, values: Record<string, unknown>): unknown {
  if (!('call' in endpoint)) return values;
  return endpoint.args({ data: values, id: String(values.id ?? '') }).body;
}

/**
 * A react-admin form validator from the contract: the call's own body schema (the one the
 * server parses) checks the body these values would make, and each refusal on a declared field
 * is said in the user's language (`app.errors.fields.<code>`, as the server's are). Fields the
 * form does not hold (the company id, added when sending) are not reported.
 */
export function validateWithContract(resource: ResourceDeclaration, mode: 'create' | 'update', t: Translate) {
  const endpoint = resource.endpoints[mode] as FormEndpoint | undefined;
  const schema = callOf(endpoint)?.body as z.ZodType | undefined;
  const fields = new Set(Object.keys(resource.fields ?? {}));
  return (values: Record<string, unknown>): Record<string, string> => {
    if (!endpoint || !schema) return {};
    const result = schema.safeParse(bodyOf(endpoint, values));
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (!fields.has(field) || errors[field]) continue;
      const { code, params } = fieldCode({ message: issue.message, keyword: issue.code, params: issue as unknown as Record<string, unknown> });
      errors[field] = t(`app.errors.fields.${code}`, params);
    }
    return errors;
  };
}
