import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../../test/createTestI18n';
import { planName } from './planName';

describe('planName', () => {
  it('translates the trials and keeps brand names as they are', () => {
    const es = createTestI18n('es').t;
    const en = createTestI18n('en').t;
    expect(planName('freeTrial1', es)).toBe('Prueba gratuita');
    expect(planName('freetrial2', es)).toBe('Prueba gratuita+');
    expect(planName('freetrial1', en)).toBe('Free trial');
    expect(planName('standard_corp', es)).toBe('Standard Corporate');
  });
});
