import { describe, expect, it } from 'vitest';
import { previewAssets } from './previewAssets';

describe('previewAssets', () => {
  it('takes the sitelinks, callouts and first call number of the campaign’s assets, as typed', () => {
    expect(previewAssets([
      { kind: 'siteLink', fields: { linkText: ' Pide presupuesto ', description1: 'Respuesta en 30 minutos', description2: 'Sin compromiso', finalUrl: 'https://a.es' } },
      { kind: 'highlightedText', fields: { text: 'Atención 24 h' } },
      { kind: 'call', fields: { countryCode: 'ES', phoneNumber: '912 345 678' } },
      { kind: 'siteLink', fields: { linkText: 'Contacto', finalUrl: 'https://a.es/contacto' } },
      { kind: 'call', fields: { countryCode: 'ES', phoneNumber: '600 000 000' } },
      { kind: 'promotion', fields: { target: 'Calderas' } },
    ])).toEqual({
      sitelinks: [
        { text: 'Pide presupuesto', description1: 'Respuesta en 30 minutos', description2: 'Sin compromiso' },
        { text: 'Contacto', description1: '', description2: '' },
      ],
      callouts: ['Atención 24 h'],
      phone: '912 345 678',
    });
  });

  it('leaves out what has no text yet', () => {
    expect(previewAssets([{ kind: 'siteLink', fields: { linkText: ' ' } }, { kind: 'highlightedText', fields: {} }])).toEqual({ sitelinks: [], callouts: [], phone: undefined });
  });
});
