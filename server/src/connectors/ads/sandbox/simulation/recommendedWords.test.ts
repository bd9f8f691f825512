import { describe, expect, it } from 'vitest';
import { recommendedWords } from './recommendedWords';
import { fold } from './words';

describe('recommendedWords', () => {
  it('suggests keywords for a Spanish business topic with its place', () => {
    const { positive } = recommendedWords('Fontanero en Madrid', 'es');
    expect(positive).toEqual(expect.arrayContaining(['fontanero madrid', 'fontanero en madrid', 'fontanero urgente', 'fontanero cerca de mí']));
    expect(positive.length).toBeGreaterThan(8);
  });

  it('suggests keywords for an English topic', () => {
    const { positive, negative } = recommendedWords('plumber in London', 'en');
    expect(positive).toEqual(expect.arrayContaining(['plumber london', 'plumber in london', 'plumber near me', 'emergency plumber']));
    expect(negative).toEqual(expect.arrayContaining(['free', 'jobs', 'course', 'pdf', 'used', 'diy', 'wikipedia', 'what is']));
  });

  it('lists the usual money wasters as negatives', () => {
    expect(recommendedWords('fontanero', 'es').negative).toEqual(expect.arrayContaining(['gratis', 'empleo', 'trabajo', 'curso', 'pdf', 'segunda mano', 'wikipedia', 'qué es']));
  });

  it('keeps the negatives the topic needs out, without regard to accents or plurals', () => {
    expect(recommendedWords('Cursos de cocina', 'es').negative).not.toEqual(expect.arrayContaining(['curso']));
    expect(recommendedWords('Cursos de cocina', 'es').negative).not.toContain('cursos');
    expect(recommendedWords('Tienda de coches de segunda mano', 'es').negative).not.toContain('segunda mano');
    expect(recommendedWords('used cars in Leeds', 'en').negative).not.toContain('used');
  });

  it('gives lower-case, deduplicated words, none of them blocked by the negatives', () => {
    const { positive, negative } = recommendedWords('Fontanería Pérez en Málaga', 'es');
    for (const list of [positive, negative]) {
      expect(list.every((w) => w === w.toLowerCase())).toBe(true);
      expect(new Set(list.map(fold)).size).toBe(list.length);
    }
    expect(positive).toContain('fontanería pérez málaga');
    expect(positive.some((p) => negative.some((n) => ` ${fold(p)} `.includes(` ${fold(n)} `)))).toBe(false);
  });

  it('guesses the language from the topic when the request does not say', () => {
    expect(recommendedWords('dentista en Sevilla', '').negative).toContain('gratis');
    expect(recommendedWords('dentist near Leeds', '').negative).toContain('free');
  });
});
