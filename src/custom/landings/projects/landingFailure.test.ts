import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../dataProvider/ApiError';
import { landingFailure, subdomainFailure } from './landingFailure';

const t = ((key: string) => key) as unknown as TFunction;
const editError = (code?: string) => new ApiError('Error editing subdomain', 400, {
  error_code: 'subdomain_edit_error', message: 'Error editing subdomain', details: code ? [{ path: 'body.subdomain', message: 'x', code }] : undefined,
});

describe('landing refusals in the user words', () => {
  it('the plan cap (SPEC §8 max_landings) points to billing; anything else is the generic text', () => {
    expect(landingFailure(new ApiError('You have reached the maximum number of landings for your tier', 400, { error_code: 'max_landings', message: 'You have reached the maximum number of landings for your tier' }), t))
      .toEqual({ text: 'landings.errors.maxLandings', billing: true });
    expect(landingFailure(new ApiError('x', 0), t)).toEqual({ text: 'app.errors.network', billing: false });
  });

  it('subdomain: taken, the rule the server says was broken, an edit error without reason, anything else', () => {
    expect(subdomainFailure(new ApiError('This domain name already exists', 409, { message: 'This domain name already exists' }), t)).toBe('landings.subdomain.taken');
    expect(subdomainFailure(editError('subdomain_reserved'), t)).toBe('landings.subdomain.problems.reserved');
    expect(subdomainFailure(editError(), t)).toBe('landings.subdomain.editError');
    expect(subdomainFailure(new ApiError('Internal', 500, { message: 'Internal' }), t)).toBe('app.errors.server');
  });
});
