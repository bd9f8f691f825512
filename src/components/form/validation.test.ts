import { describe, expect, it } from 'vitest';
import { emailRule, passwordRule, phoneRule, required, validate } from './validation';

describe('validation rules', () => {
  it('required', () => {
    expect(required(' ')).toBe('app.validation.required');
    expect(required('x')).toBeNull();
  });
  it('email', () => {
    expect(emailRule('a@b')).toBe('app.validation.email');
    expect(emailRule('a@b.co')).toBeNull();
  });
  it('password like the contract: 8+ chars with a letter and a digit', () => {
    expect(passwordRule('short1')).toBe('app.validation.passwordLength');
    expect(passwordRule('longpassword')).toBe('app.validation.passwordMix');
    expect(passwordRule('Demo1234!')).toBeNull();
  });
  it('phone is optional but checked when given', () => {
    expect(phoneRule('')).toBeNull();
    expect(phoneRule('abc')).toBe('app.validation.phone');
  });
  it('validate collects the first problem per field', () => {
    expect(validate({ email: '', name: 'x' }, { email: emailRule, name: required })).toEqual({ email: 'app.validation.required' });
  });
});
