import { describe, expect, it } from 'vitest';
import { OperationErrors } from './errors';
import { policyTopics } from './policy';
import { adTextLength, checkDates, checkText, isDay, urlProblem, wordCount } from './text';

describe('counting characters as Google does', () => {
  it('counts code points, and double-width CJK and full-width forms as two', () => {
    expect(adTextLength('Fontanero')).toBe(9);
    expect(adTextLength('Ñandú')).toBe(5);
    expect(adTextLength('🚰🚰')).toBe(2);
    expect(adTextLength('東京')).toBe(4);
    expect(adTextLength('서울')).toBe(4);
    expect(adTextLength('ＡＢ')).toBe(4);
    expect(wordCount('  uno   dos tres ')).toBe(3);
  });

  it('reports absent, blank, short and long texts with their StringLengthError names', () => {
    const e = new OperationErrors(4, 'create');
    checkText(e, undefined, { max: 5 }, ['a'], 'A');
    checkText(e, '   ', { max: 5 }, ['b'], 'B');
    checkText(e, 'x', { max: 5, min: 2 }, ['c'], 'C');
    checkText(e, '東京東', { max: 5 }, ['d'], 'D');
    expect(checkText(e, '東京', { max: 5 }, ['e'], 'E')).toBe(true);
    expect(e.errors.map((x) => Object.entries(x.error_code)[0].join('.'))).toEqual(['field_error.REQUIRED', 'string_length_error.EMPTY', 'string_length_error.TOO_SHORT', 'string_length_error.TOO_LONG']);
    expect(e.errors[3]).toMatchObject({ trigger: { string_value: '東京東' }, location: { field_path_elements: [{ field_name: 'operations', index: 4 }, { field_name: 'create' }, { field_name: 'd' }] } });
  });
});

describe('final URLs', () => {
  it.each([
    ['https://fontaneria.es/urgencias?x=1', null],
    ['http://sub.example.co.uk', null],
    ['fontaneria.es/urgencias', 'MISSING_PROTOCOL_IN_FINAL_URL'],
    ['ftp://fontaneria.es', 'INVALID_PROTOCOL_IN_FINAL_URL'],
    ['mailto:hola@fontaneria.es', 'INVALID_PROTOCOL_IN_FINAL_URL'],
    ['https://', 'MISSING_HOST_IN_FINAL_URL'],
    ['https://localhost/x', 'INVALID_TLD_IN_FINAL_URL'],
    ['https://fontaneria.es/una ruta', 'MALFORMED_FINAL_URL'],
  ])('%s → %s', (url, problem) => {
    expect(urlProblem(url)).toBe(problem);
  });
});

describe('dates', () => {
  it('takes real yyyy-MM-dd dates with the end not before the start', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('28/02/2026')).toBe(false);
    const e = new OperationErrors(0, 'create');
    checkDates(e, '2026-03-10', '2026-03-01', ['start_date'], ['end_date']);
    checkDates(e, '2026-13-01', undefined, ['start_date'], ['end_date']);
    expect(e.errors.map((x) => Object.values(x.error_code)[0])).toEqual(['START_DATE_AFTER_END_DATE', 'INVALID_FIELD_VALUES_IN_DATE']);
  });
});

describe('editorial policy', () => {
  it('finds each topic, and only where it applies', () => {
    expect(policyTopics('¡Oferta hoy!', true)).toEqual(['EXCLAMATION_IN_HEADLINE']);
    expect(policyTopics('Oferta hoy!', false)).toEqual([]);
    expect(policyTopics('Fontanero GRATIS', false)).toEqual(['EXCESSIVE_CAPITALIZATION']);
    expect(policyTopics('Agencia SEO y HTML, 24 h', false)).toEqual([]);
    expect(policyTopics('¿Fuga de agua?? Llama ya', false)).toEqual(['REPEATED_PUNCTUATION']);
    expect(policyTopics('Precios bajos,, siempre', false)).toEqual(['REPEATED_PUNCTUATION']);
    expect(policyTopics('Llama al 910 00 00 00', false)).toEqual(['PHONE_NUMBER_IN_AD_TEXT']);
    expect(policyTopics('Llama al +34 910-000-000', false)).toEqual(['PHONE_NUMBER_IN_AD_TEXT']);
    expect(policyTopics('Desde 2010, servicio 24/7', false)).toEqual([]);
    expect(policyTopics('SUPER OFERTA!!', true)).toEqual(['EXCLAMATION_IN_HEADLINE', 'EXCESSIVE_CAPITALIZATION', 'REPEATED_PUNCTUATION']);
  });
});
