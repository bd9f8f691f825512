import { describe, expect, it } from 'vitest';
import { TEMPLATES } from './templates';
import { renderCss } from './landings.render';

/** Shorthand properties: a browser keeps one written with var() only as the shorthand, its longhands read as empty. */
const SHORTHANDS = ['background', 'border', 'border-top', 'border-right', 'border-bottom', 'border-left', 'border-radius', 'border-color', 'border-width', 'border-style',
  'outline', 'font', 'margin', 'padding', 'inset', 'gap', 'flex', 'grid', 'grid-template', 'list-style', 'text-decoration', 'transition', 'animation', 'columns', 'place-items'];

describe('the landing stylesheet', () => {
  it('writes no shorthand with var(): the builder (GrapesJS) reads rules by their longhands, and would drop the declaration on save', () => {
    for (const template of TEMPLATES) {
      const css = renderCss({ ...template.theme });
      const declarations = [...css.matchAll(/([a-z-]+)\s*:\s*([^;{}]*var\(--[^;{}]*)/g)].map(([, property, value]) => `${property}:${value}`);
      expect(declarations.length).toBeGreaterThan(10);
      expect(declarations.filter((d) => SHORTHANDS.includes(d.split(':')[0]))).toEqual([]);
    }
  });
});
