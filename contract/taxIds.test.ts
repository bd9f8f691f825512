import { describe, expect, it } from 'vitest';
import { isEuVatNumber, isSpanishCif, isSpanishPersonalNif, isSpanishTaxId } from './taxIds';
import { taxCents, taxIdValidFor, taxTreatment } from './tax';

describe('Spanish tax ids', () => {
  it('checks the DNI and NIE letter', () => {
    expect(isSpanishPersonalNif('12345678Z')).toBe(true);
    expect(isSpanishPersonalNif('12.345.678-z')).toBe(true);
    expect(isSpanishPersonalNif('12345678A')).toBe(false);
    expect(isSpanishPersonalNif('X1234567L')).toBe(true);
    expect(isSpanishPersonalNif('Y1234567X')).toBe(true);
    expect(isSpanishPersonalNif('X1234567A')).toBe(false);
    expect(isSpanishPersonalNif('1234567Z')).toBe(false);
  });

  it('checks the CIF control digit or letter by entity type', () => {
    expect(isSpanishCif('B12345674')).toBe(true); // a limited company: digit
    expect(isSpanishCif('B12345675')).toBe(false);
    expect(isSpanishCif('A58818501')).toBe(true);
    expect(isSpanishCif('P1234567D')).toBe(true); // a public body: letter
    expect(isSpanishCif('P12345674')).toBe(false);
    expect(isSpanishCif('Q2826000H')).toBe(true);
    expect(isSpanishTaxId('b-12345674')).toBe(true);
  });
});

describe('EU VAT numbers', () => {
  it('take the country prefix and format', () => {
    expect(isEuVatNumber('DE123456789', 'DE')).toBe(true);
    expect(isEuVatNumber('DE 123 456 789', 'DE')).toBe(true);
    expect(isEuVatNumber('DE12345678', 'DE')).toBe(false);
    expect(isEuVatNumber('123456789', 'DE')).toBe(false);
    expect(isEuVatNumber('FR40303265045', 'FR')).toBe(true);
    expect(isEuVatNumber('NL123456789B01', 'NL')).toBe(true);
    expect(isEuVatNumber('EL123456789', 'GR')).toBe(true);
    expect(isEuVatNumber('ESB12345674', 'ES')).toBe(true);
    expect(isEuVatNumber('ESB12345675', 'ES')).toBe(false);
    expect(isEuVatNumber('GB123456789', 'GB')).toBe(false);
  });
});

describe('tax treatment of an invoice from Spain', () => {
  it('charges 21 % IVA in Spain and to buyers without details', () => {
    expect(taxTreatment({ country: 'ES', taxId: 'B12345674' })).toEqual({ kind: 'es_vat', ratePercent: 21 });
    expect(taxTreatment(null)).toEqual({ kind: 'es_vat', ratePercent: 21 });
  });
  it('reverses the charge for an EU business with a VAT number, and charges an EU consumer', () => {
    expect(taxTreatment({ country: 'DE', taxId: 'DE123456789' })).toEqual({ kind: 'reverse_charge', ratePercent: 0 });
    expect(taxTreatment({ country: 'DE', taxId: null })).toEqual({ kind: 'es_vat', ratePercent: 21 });
  });
  it('charges no Spanish VAT outside the EU', () => {
    expect(taxTreatment({ country: 'US', taxId: null })).toEqual({ kind: 'not_subject', ratePercent: 0 });
    expect(taxTreatment({ country: 'GB', taxId: 'GB123456789' })).toEqual({ kind: 'not_subject', ratePercent: 0 });
  });
  it('rounds the tax to the cent', () => {
    expect(taxCents(4900, 21)).toBe(1029);
    expect(taxCents(1950, 21)).toBe(410); // 409.5 → 410
  });
  it('validates a tax id where the buyer is', () => {
    expect(taxIdValidFor('B12345674', 'ES')).toBe(true);
    expect(taxIdValidFor('ESB12345674', 'ES')).toBe(true);
    expect(taxIdValidFor('B12345675', 'ES')).toBe(false);
    expect(taxIdValidFor('DE123456789', 'DE')).toBe(true);
    expect(taxIdValidFor('123456789', 'DE')).toBe(false);
    expect(taxIdValidFor('EIN 12-3456789', 'US')).toBe(true);
  });
});
