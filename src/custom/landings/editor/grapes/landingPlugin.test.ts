import grapesjs, { type Component, type Editor } from 'grapesjs';
import pluginForms from 'grapesjs-plugin-forms';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { landingDataPatch } from '../../../../../contract/landings';
import { formFieldOptions } from '../blocks/formFields';
import { builderSnapshot } from './builderSnapshot';
import type { BuilderLabels } from './builderLabels';
import { descendants } from './descendants';
import { applyFields, currentFields } from './formType';
import { landingPlugin } from './landingPlugin';

const LABELS: BuilderLabels = {
  category: 'Secciones',
  blocks: { hero: 'Portada', features: 'Ventajas', testimonials: 'Opiniones', pricing: 'Precios', faq: 'Preguntas', form: 'Formulario', cta: 'Llamada', map: 'Mapa', video: 'Vídeo', countdown: 'Cuenta atrás', image: 'Imagen' },
  formFields: { legend: 'Campos', include: (f) => `Incluir ${f}`, text: (f) => `Texto de ${f}`, required: 'Obligatorio' },
  address: 'Dirección', videoFile: 'Archivo de vídeo', uploading: 'Subiendo…', uploaded: 'Subido', countdownEnd: 'Termina',
};
const OPTIONS = formFieldOptions(
  { name: 'Nombre', email: 'Correo', phone: 'Teléfono', company: 'Empresa', message: 'Mensaje', date: 'Fecha', guests: 'Invitados' },
  [{ propertyName: 'presupuesto', label: 'Presupuesto', type: 'number', options: [] }],
);
const FORM_SECTION = '<section id="form-block" class="lp-section lp-s-form" aria-labelledby="form-block-title"><div class="lp-wrap"><div class="lp-form-box"><h2 id="form-block-title">Pide cita</h2>'
  + '<form class="lp-form" method="post" data-landing-form="form-block"><div class="lp-field"><label for="form-block-name">Nombre <span aria-hidden="true">*</span></label><input id="form-block-name" name="name" required autocomplete="name" type="text"></div>'
  + '<div class="lp-check"><input id="form-block-consent" name="consent" type="checkbox" required><label for="form-block-consent">Acepto la política de privacidad</label></div>'
  + '<button class="lp-btn" type="submit">Enviar</button><p class="lp-form-success" role="status" hidden>Gracias</p></form></div></div></section>';

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

function open(page: string) {
  editor = grapesjs.init({
    headless: true, telemetry: false, storageManager: false,
    projectData: { pages: [{ component: page }] } as never,
    plugins: [pluginForms, (e: Editor) => landingPlugin(e, {
      language: 'es', labels: LABELS, upload: vi.fn(), onUploadError: vi.fn(), now: new Date(2026, 10, 25),
      fieldOptions: OPTIONS, sectionBlocks: [{ kind: 'hero', html: '<section id="hero-block" class="lp-section lp-s-hero"></section>' }, { kind: 'form', html: FORM_SECTION }],
    })],
  });
  return editor;
}
const byClass = (e: Editor, name: string) => descendants(e.getWrapper()!).find((c) => c.getClasses().includes(name)) as Component;
const formOf = (e: Editor) => byClass(e, 'lp-form');

describe('the landing plugin', () => {
  it('offers the server-rendered section blocks and its own map, video, countdown and image blocks', () => {
    const e = open('<main></main>');
    expect(e.Blocks.getAll().models.map((b) => String(b.getId())).filter((id) => id.startsWith('lp-'))).toEqual(['lp-hero', 'lp-form', 'lp-map', 'lp-video', 'lp-countdown', 'lp-image']);
    expect(e.Blocks.get('lp-form')!.getLabel()).toBe('Formulario');
  });

  it('saves what the server accepts: the snapshot of an edited page passes updateLandingData\'s check', () => {
    const e = open(FORM_SECTION);
    e.getWrapper()!.append('<section id="extra"><h2>Más</h2></section>');
    const snapshot = builderSnapshot(e);
    const checked = landingDataPatch.safeParse(snapshot);
    expect(checked.success ? [] : checked.error.issues).toEqual([]);
    expect(snapshot.html).toContain('Más');
  });

  it('makes the template form a lead form whose fields follow the picker, consent and button kept', () => {
    const e = open(FORM_SECTION);
    const form = formOf(e);
    expect(form.get('type')).toBe('lp-form');
    expect(currentFields(form)).toEqual([{ name: 'name', label: 'Nombre', required: true }]);
    applyFields(form, OPTIONS, [
      { name: 'name', included: true, label: 'Tu nombre', required: true },
      { name: 'email', included: true, label: '', required: true },
      { name: 'property.presupuesto', included: true, label: 'Presupuesto (€)', required: false },
      { name: 'phone', included: false, label: 'Teléfono', required: false },
    ]);
    const html = e.getHtml();
    expect(currentFields(formOf(e))).toEqual([
      { name: 'name', label: 'Tu nombre', required: true },
      { name: 'email', label: 'Correo', required: true },
      { name: 'property.presupuesto', label: 'Presupuesto (€)', required: false },
    ]);
    expect(html).toContain('data-landing-form="form-block"');
    expect(html).toMatch(/<input type="number"[^>]*name="property.presupuesto"/);
    expect(html).toMatch(/<input[^>]*name="consent"[^>]*required/);
    expect(html.indexOf('name="property.presupuesto"')).toBeLessThan(html.indexOf('name="consent"'));
    expect(html).toContain('<button type="submit" class="lp-btn">Enviar</button>');
    const consent = formOf(e).components().models.find((c) => c.getClasses().includes('lp-check'))!;
    expect(consent.get('removable')).toBe(false);
  });

  it("rewrites the map card's address and its maps link together", () => {
    const e = open('<div class="lp-card lp-map-card"><address>Calle Mayor 1</address><a class="lp-map-link" href="https://www.google.com/maps/search/?api=1&amp;query=Calle%20Mayor%201">Abrir</a></div>');
    const card = byClass(e, 'lp-map-card');
    expect(card.get('type')).toBe('lp-map');
    expect(card.get('address')).toBe('Calle Mayor 1');
    card.set('address', 'Plaza <Nueva> 3');
    expect(e.getHtml()).toContain('<address>Plaza &lt;Nueva&gt; 3</address>');
    expect(e.getHtml()).toContain('query=Plaza%20%3CNueva%3E%203');
  });

  it('writes the countdown end as text when its date changes', () => {
    const e = open('<p class="lp-countdown" data-lp-countdown="2026-12-02T20:00"></p>');
    const countdown = byClass(e, 'lp-countdown');
    expect(countdown.get('type')).toBe('lp-countdown');
    countdown.addAttributes({ 'data-lp-countdown': '2027-01-15T18:30' });
    expect(e.getHtml()).toMatch(/Hasta el <time datetime="2027-01-15T18:30">15 de enero de 2027.*18:30<\/time>/);
  });

  it('gives a dropped section its first free id, renaming the ids inside it', () => {
    const e = open(`<section id="form" class="lp-section lp-s-form"></section>${FORM_SECTION}`);
    const dropped = descendants(e.getWrapper()!).find((c) => c.getAttributes().id === 'form-block')!;
    e.trigger('block:drag:stop', dropped, e.Blocks.get('lp-form'));
    const html = e.getHtml();
    expect(html).toContain('id="form-2"');
    expect(html).toContain('aria-labelledby="form-2-title"');
    expect(html).toContain('data-landing-form="form-2"');
    expect(html).toContain('for="form-2-consent"');
    expect(html).not.toContain('form-block');
  });

  it('does not run scripts or keep event handlers of imported HTML', () => {
    const e = open('<main></main>');
    e.setComponents('<div onclick="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a></div>');
    expect(e.getHtml()).not.toMatch(/onclick|<script|javascript:/);
  });
});
