import { describe, expect, it } from 'vitest';
import { splitPlatformError } from './platformError';

describe('splitPlatformError', () => {
  it("reads the code the server puts before the platform's message", () => {
    expect(splitPlatformError('CLICK_NOT_FOUND: No click with this gclid was found')).toEqual({ code: 'CLICK_NOT_FOUND', message: 'No click with this gclid was found' });
    // Only the first separator: Meta's messages hold colons of their own.
    expect(splitPlatformError('unknown: Invalid parameter: the event is older than 7 days')).toEqual({ code: 'unknown', message: 'Invalid parameter: the event is older than 7 days' });
  });

  it('keeps a text without a code whole', () => {
    expect(splitPlatformError('The platform could not be reached')).toEqual({ code: null, message: 'The platform could not be reached' });
    expect(splitPlatformError('Invalid parameter: the event is older than 7 days')).toEqual({ code: null, message: 'Invalid parameter: the event is older than 7 days' });
  });
});
