import { describe, expect, it } from 'vitest';
import { adTextLength } from './CountedTextField.length';

describe('adTextLength', () => {
  it('counts nothing for an empty text and one per Latin letter, accents and spaces included', () => {
    expect(adTextLength('')).toBe(0);
    expect(adTextLength('Fontanero 24 h')).toBe(14);
    expect(adTextLength('Año nuevo, baño nuevo')).toBe(21);
  });

  it('counts an emoji or other astral character once, not as its two UTF-16 halves', () => {
    expect('🔧'.length).toBe(2);
    expect(adTextLength('🔧')).toBe(1);
    expect(adTextLength('Ofertas 🔥🔥')).toBe(10);
  });

  it('counts double-width scripts twice: Chinese, Japanese kana, Korean, full-width forms', () => {
    expect(adTextLength('東京')).toBe(4);
    expect(adTextLength('カタカナ')).toBe(8);
    expect(adTextLength('서울')).toBe(4);
    expect(adTextLength('ＡＢＣ')).toBe(6);
    expect(adTextLength('Tokyo 東京')).toBe(10);
  });

  it('counts half-width katakana once', () => {
    expect(adTextLength('ｶﾀｶﾅ')).toBe(4);
  });
});
