import { describe, expect, it } from 'vitest';
import { combinationCount, nthCombination } from './adCombinations';
import { displayUrl, urlHost } from './displayUrl';
import { truncateAdText } from './truncateAdText';

describe('truncateAdText', () => {
  it('keeps a text within the limit, trimmed', () => {
    expect(truncateAdText('  Fontanero en Madrid ', 30)).toBe('Fontanero en Madrid');
  });

  it('cuts a text past the limit at the limit and adds an ellipsis', () => {
    expect(truncateAdText('Fontanero urgente en Madrid centro 24 h', 30)).toBe('Fontanero urgente en Madrid ce…');
    expect(truncateAdText('東京東京東京', 5)).toBe('東京…');
  });
});

describe('displayUrl', () => {
  it('takes the host of the final URL, with or without scheme', () => {
    expect(urlHost('https://www.fontaneria-lopez.es/urgencias?utm=1')).toBe('www.fontaneria-lopez.es');
    expect(urlHost('fontaneria-lopez.es/contacto')).toBe('fontaneria-lopez.es');
    expect(urlHost('  ')).toBeNull();
    expect(urlHost('mailto:a@b.es')).toBeNull();
  });

  it('adds the paths, path2 only after path1', () => {
    expect(displayUrl('www.ejemplo.es', 'fontaneros', 'madrid')).toBe('www.ejemplo.es/fontaneros/madrid');
    expect(displayUrl('www.ejemplo.es', 'fontaneros')).toBe('www.ejemplo.es/fontaneros');
    expect(displayUrl('www.ejemplo.es', '', 'madrid')).toBe('www.ejemplo.es');
  });
});

describe('nthCombination', () => {
  const items = ['A', 'B', 'C', 'D', 'E'];

  it('walks every choice of three in order and comes back round', () => {
    expect(combinationCount(5, 3)).toBe(10);
    const all = Array.from({ length: 10 }, (_, i) => nthCombination(items, 3, i).join(''));
    expect(all).toEqual(['ABC', 'ABD', 'ABE', 'ACD', 'ACE', 'ADE', 'BCD', 'BCE', 'BDE', 'CDE']);
    expect(nthCombination(items, 3, 10)).toEqual(['A', 'B', 'C']);
  });

  it('gives all the items when there are fewer than asked, and nothing from nothing', () => {
    expect(nthCombination(['A', 'B'], 3, 4)).toEqual(['A', 'B']);
    expect(nthCombination([], 3, 0)).toEqual([]);
    expect(combinationCount(15, 3)).toBe(455);
  });
});
