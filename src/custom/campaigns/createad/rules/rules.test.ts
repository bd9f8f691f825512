import { describe, expect, it } from 'vitest';
import { declarationOf } from '../../edit/assets/assetDeclarations';
import { validateAsset } from '../../edit/assets/validateAsset';
import { estimateClicks } from '../budgetEstimate';
import { validateStep } from '../validateAnswers';
import { emptyAnswers } from '../wizardAnswers';
import { answerPathOf, stepOfPath } from '../wizardSteps';
import { adTextLength, PMAX_IMAGES } from './adRules';
import { imageIssue } from './imageRules';
import { keywordIssue } from './textRules';

describe('ad rules', () => {
  it('counts double-width characters twice and emoji once', () => {
    expect(adTextLength('Fontanero')).toBe(9);
    expect(adTextLength('東京')).toBe(4);
    expect(adTextLength('😀')).toBe(1);
  });

  it('keywords: 80 characters and 10 words at most', () => {
    expect(keywordIssue('a'.repeat(81))?.key).toBe('keywordLength');
    expect(keywordIssue('uno dos tres cuatro cinco seis siete ocho nueve diez once')?.key).toBe('keywordWords');
    expect(keywordIssue('fontanero madrid')).toBeUndefined();
  });

  it('Performance Max needs one short headline and one short description', () => {
    const a = { ...emptyAnswers(), type: 'pmax' as const };
    a.group = { ...a.group, headlines: ['Fontanero de confianza', 'Urgencias las 24 horas', 'Presupuesto sin compromiso'], descriptions: ['x'.repeat(70), 'y'.repeat(80)] };
    const issues = validateStep('group', a);
    expect(issues['group.headlines'].key).toBe('shortOne');
    expect(issues['group.descriptions']).toMatchObject({ key: 'shortOne', params: { max: 60 } });
    expect(issues['group.images.LOGO'].key).toBe('minImages');
  });

  it('images: ratio first, then the minimum size', () => {
    expect(imageIssue({ width: 600, height: 600 }, PMAX_IMAGES.MARKETING_IMAGE!)?.key).toBe('imageRatio');
    expect(imageIssue({ width: 382, height: 200 }, PMAX_IMAGES.MARKETING_IMAGE!)?.key).toBe('imageSize');
    expect(imageIssue({ width: 1200, height: 628 }, PMAX_IMAGES.MARKETING_IMAGE!)).toBeUndefined();
    expect(imageIssue({ width: 100, height: 100 }, PMAX_IMAGES.LOGO!)?.key).toBe('imageSize');
  });

  it('asset declarations carry the cross-field rules', () => {
    expect(validateAsset(declarationOf('siteLink'), { linkText: 'Contacto', description1: 'Llámanos', description2: '', finalUrl: 'https://a.es' }).description2.key).toBe('bothDescriptions');
    expect(validateAsset(declarationOf('promotion'), { target: 'Reparaciones', percentOff: 10, moneyOff: 5, languageCode: 'es' }).percentOff.key).toBe('oneDiscount');
    expect(validateAsset(declarationOf('structuredSnippet'), { header: 'Types', values: ['a', 'b', ''] }).values.key).toBe('minItems');
  });

  it('estimates clicks from the chosen keywords’ bid range', () => {
    const ideas = [{ text: 'a', avgMonthlySearches: 1, competition: 'LOW' as const, competitionIndex: 1, lowTopOfPageBid: 0.5, highTopOfPageBid: 2, monthly: [] }];
    expect(estimateClicks(20, ideas, [])).toMatchObject({ dailyLow: 10, dailyHigh: 40, monthlyLow: 304, monthlyHigh: 1216 });
    expect(estimateClicks(null, ideas, [])).toBeNull();
  });

  it('maps a refused field of the create call to its answer and step', () => {
    expect(answerPathOf('body.assetGroup.headlines.1')).toBe('group.headlines.1');
    expect(answerPathOf('body.criteria.locations.0')).toBe('locations.0');
    expect(answerPathOf('body.keywords.2.text')).toBe('keywords.2');
    expect(stepOfPath('ad.headlines.1', 'search')).toBe('ad');
    expect(stepOfPath('group.images.0', 'pmax')).toBe('group');
    expect(stepOfPath('keywords.0', 'pmax')).toBeUndefined();
  });
});
