import { describe, expect, it } from 'vitest';
import type { Improvement } from '../../../../contract/campaigns';
import { createTestI18n } from '../../../test/createTestI18n';
import { everyImprovementType } from './improvementFixtures';
import { IMPROVEMENT_TYPES, improvementText } from './improvementText';

const es = createTestI18n('es').t;
const en = createTestI18n('en').t;
const money = (n: number) => `${n.toFixed(2)} €`;
const campaigns = [{ _id: 's', name: 'Búsqueda' }, { _id: 'p', name: 'PMax' }] as const;
const of = (improvementType: string, details: Record<string, unknown> = {}): Improvement => ({
  improvementId: '1', improvementType, campaignId: 's', campaignName: 'Búsqueda', base: { impressions: 0, clicks: 0, cost: 0, conversions: 0 }, potential: { impressions: 0, clicks: 0, cost: 0, conversions: 0 }, details,
});

describe('improvementText', () => {
  it('has a title and an explanation for every type in both languages', () => {
    for (const t of [es, en]) {
      for (const type of IMPROVEMENT_TYPES) {
        const { title, body } = improvementText(of(type), t, money);
        expect(title, type).not.toMatch(/campaigns\.|\{\{/);
        expect(body, type).not.toMatch(/campaigns\.|\{\{/);
        expect(body.length, type).toBeGreaterThan(0);
      }
    }
  });

  it('adds what the details say, and nothing for details that are missing or not amounts', () => {
    const [keyword] = everyImprovementType(campaigns[0], campaigns[1]).filter((i) => i.improvementType === 'KEYWORD');
    expect(improvementText(keyword, es, money).body).toBe('La buscan personas que encajan con tu campaña. Se añadiría en concordancia de frase. Coste por clic estimado: 1.25 €.');
    expect(improvementText(of('KEYWORD', { keyword_recommendation: { keyword: { text: 'x', match_type: 'WHATEVER' }, recommended_cpc_bid_micros: 'mucho' } }), es, money).body)
      .toBe('La buscan personas que encajan con tu campaña.');
    expect(improvementText(of('TARGET_CPA_OPT_IN', { target_cpa_opt_in_recommendation: { recommended_target_cpa_micros: 0 } }), en, money).body)
      .toBe('There are enough conversions for the platform to bid for a cost per conversion.');
    expect(improvementText(of('SITELINK_ASSET', { sitelink_asset_recommendation: { recommended_campaign_sitelink_assets: [{ sitelink_asset: { link_text: 'Contacto' } }] } }), es, money, 'es-ES').body)
      .toMatch(/Enlace propuesto: Contacto\.$/);
  });

  it('falls back to a generic text for a type it does not know', () => {
    expect(improvementText(of('SOMETHING_NEW'), es, money)).toEqual({ title: 'Recomendación de la plataforma', body: '' });
    expect(improvementText(of('SOMETHING_NEW'), en, money).title).toBe('Platform recommendation');
  });
});
