import { describe, expect, it } from 'vitest';
import { resolveMapping } from './analytics.service';

const stages = (...names: string[]) => names.map((name, i) => ({ id: `00000000-0000-4000-8000-00000000000${i}`, name }));

describe('the default stage mapping', () => {
  it('is first stage lead, last stage customer, the rest opportunity', () => {
    const s = stages('Nuevo', 'Contactado', 'Propuesta', 'Ganado');
    expect(resolveMapping(undefined, s)).toEqual({ lead: [s[0].id], opportunity: [s[1].id, s[2].id], customer: [s[3].id] });
  });

  it('counts no stage named as a lost deal, so a pipeline ending "Ganado, Perdido" has its won stage as customers', () => {
    const s = stages('Nuevo', 'Contactado', 'Ganado', 'Perdido');
    expect(resolveMapping(undefined, s)).toEqual({ lead: [s[0].id], opportunity: [s[1].id], customer: [s[2].id] });
    const en = stages('New', 'Closed lost', 'Qualified', 'Won');
    expect(resolveMapping('', en)).toEqual({ lead: [en[0].id], opportunity: [en[2].id], customer: [en[3].id] });
  });

  it('keeps a given mapping as it is', () => {
    const s = stages('Nuevo', 'Perdido');
    expect(resolveMapping(JSON.stringify({ lead: [s[0].id], opportunity: [], customer: [s[1].id] }), s)).toEqual({ lead: [s[0].id], opportunity: [], customer: [s[1].id] });
  });
});
