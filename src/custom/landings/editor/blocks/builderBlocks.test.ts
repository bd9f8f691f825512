import { describe, expect, it } from 'vitest';
import { countdownBlockHtml, countdownInnerHtml, defaultCountdownEnd, mapBlockHtml, mapsUrl, videoBlockHtml } from './builderBlocks';

describe("the builder's own blocks", () => {
  it("are sections in the templates' markup, with their words in the landing's language", () => {
    for (const html of [mapBlockHtml('es'), videoBlockHtml('en'), countdownBlockHtml('es', new Date(2026, 10, 25))]) {
      expect(html).toMatch(/^<section id="(\w+)-block" class="lp-section lp-s-\1" aria-labelledby="\1-block-title"><div class="lp-wrap"><h2 id="\1-block-title">/);
    }
    expect(mapBlockHtml('es')).toContain('Dónde estamos');
    expect(videoBlockHtml('en')).toContain('See it in action');
  });

  it('map: an address card with a link that opens maps, nothing embedded', () => {
    expect(mapsUrl(' Calle Mayor 1, Madrid ')).toBe('https://www.google.com/maps/search/?api=1&query=Calle%20Mayor%201%2C%20Madrid');
    const html = mapBlockHtml('es');
    expect(html).toContain('<address>Calle Mayor 1, 28013 Madrid</address>');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).not.toMatch(/<iframe|<script|<img/);
  });

  it('video: a native player for an uploaded file, with a name', () => {
    expect(videoBlockHtml('es')).toContain('<video class="lp-video" controls preload="metadata" playsinline aria-label="Vídeo de presentación"></video>');
  });

  it('countdown: the end written as text for visitors, in their language, no script', () => {
    expect(defaultCountdownEnd(new Date(2026, 10, 25, 9, 30))).toBe('2026-12-02T20:00');
    expect(countdownInnerHtml('2026-12-02T20:00', 'es')).toMatch(/^Hasta el <time datetime="2026-12-02T20:00">2 de diciembre de 2026.*20:00<\/time>$/);
    expect(countdownInnerHtml('2026-12-02T20:00', 'en')).toMatch(/^Until <time datetime="2026-12-02T20:00">2 December 2026.*20:00<\/time>$/);
    expect(countdownInnerHtml('not a date', 'es')).toBe('');
    expect(countdownBlockHtml('es', new Date(2026, 10, 25))).toContain('data-lp-countdown="2026-12-02T20:00"');
    expect(countdownBlockHtml('es', new Date(2026, 10, 25))).not.toContain('<script');
  });
});
