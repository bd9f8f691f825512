import grapesjs from 'grapesjs';
import { describe, expect, it, vi } from 'vitest';
import { formFieldOptions } from '../blocks/formFields';
import { DUPLICATED_PRESET_BUTTONS, initialProject, LANDING_BUTTON_IDS, landingEditorConfig } from './createLandingEditor';

const LABELS = {
  category: 'Secciones',
  blocks: { hero: 'Portada', features: 'Ventajas', testimonials: 'Opiniones', pricing: 'Precios', faq: 'Preguntas', form: 'Formulario', cta: 'Llamada', map: 'Mapa', video: 'Vídeo', countdown: 'Cuenta atrás', image: 'Imagen' },
  formFields: { legend: 'Campos', include: (f: string) => f, text: (f: string) => f, required: 'Obligatorio' },
  address: 'Dirección', videoFile: 'Vídeo', uploading: 'Subiendo…', uploaded: 'Subido', countdownEnd: 'Termina',
};

function config() {
  return landingEditorConfig({
    container: document.createElement('div'), landing: { html: '<main></main>', css: '', project: null }, language: 'es', labels: LABELS, sectionBlocks: [], now: new Date(2026, 10, 25),
    fieldOptions: formFieldOptions({ name: 'Nombre', email: 'Correo', phone: 'Teléfono', company: 'Empresa', message: 'Mensaje', date: 'Fecha', guests: 'Personas' }, []),
    presetLabels: { importTitle: 'Importar', importButton: 'Importar', clearConfirm: '¿Vaciar?' },
    buttonTitles: Object.fromEntries(LANDING_BUTTON_IDS.map((id) => [id, `Título ${id}`])),
    pluginBlockLabels: { basic: 'Básicos', forms: 'Formularios', quote: 'Cita', input: 'Campo de texto' },
    upload: vi.fn(), onUploadError: vi.fn(),
  }, () => { throw new Error('not created'); });
}

describe('createLandingEditor', () => {
  it('starts from the rendered page when the builder never saved, else from its project', () => {
    expect(initialProject({ html: '<main></main>', css: 'a{}', project: null })).toEqual({ pages: [{ component: '<main></main>', styles: 'a{}' }] });
    const project = { pages: [{ component: '<p>x</p>' }] };
    expect(initialProject({ html: '', css: '', project })).toEqual(project);
  });

  it('draws a saved project only once it is inert (no event handler reaches the same-origin canvas)', () => {
    const project = { pages: [{ frames: [{ component: { type: 'wrapper', components: [{ type: 'image', attributes: { src: 'x', onerror: 'steal()' } }] } }] }] };
    const started = initialProject({ html: '', css: '', project }) as unknown as typeof project;
    expect(started.pages[0].frames[0].component.components[0].attributes).toEqual({ src: 'x' });
    const fromHtml = initialProject({ html: '<main><iframe srcdoc="<script>steal()</script>"></iframe><h1>Hola</h1></main>', css: '', project: null });
    expect(fromHtml.pages[0].component).toBe('<main><iframe></iframe><h1>Hola</h1></main>');
  });

  it('runs offline and inert: no telemetry, no icon font from a CDN, no storage of its own, no scripts from imported HTML', () => {
    const c = config();
    expect(c).toMatchObject({
      telemetry: false, cssIcons: '', storageManager: false, keepUnusedStyles: true,
      parser: { optionsHtml: { allowScripts: false, allowUnsafeAttr: false, allowUnsafeAttrValue: false } },
      assetManager: { upload: false, embedAsBase64: false, disableUpload: false },
    });
    expect(JSON.stringify(c)).not.toMatch(/cdnjs|googleapis|font-awesome|unpkg|jsdelivr/);
  });

  it('speaks the interface language with GrapesJS own translations, and offers the three views', () => {
    const c = config();
    expect(c.i18n).toMatchObject({ locale: 'es', detectLocale: false });
    expect(Object.keys(c.i18n?.messages ?? {})).toEqual(['es', 'en']);
    expect((c.i18n?.messages?.es as { assetManager: { addButton: string } }).assetManager.addButton).toBe('Añadir imagen');
    expect(c.deviceManager?.devices?.map((d) => [d.id, d.width])).toEqual([['Desktop', ''], ['Tablet', '768px'], ['Mobile portrait', '375px']]);
  });

  it("names the preset's and the forms plugin's blocks in the interface language, keeping a plugin's name where none is given", () => {
    const { container: _container, ...c } = config();
    const editor = grapesjs.init({ ...c, headless: true });
    try {
      const block = (id: string) => editor.Blocks.get(id)!;
      expect([block('quote').getLabel(), block('quote').getCategoryLabel()]).toEqual(['Cita', 'Básicos']);
      expect([block('input').getLabel(), block('input').getCategoryLabel()]).toEqual(['Campo de texto', 'Formularios']);
      expect(block('textarea').getLabel()).toBe('Textarea');
    } finally {
      editor.destroy();
    }
  });

  it('gives every panel button a title in the interface language (a nameless one cannot be named nor reached by keyboard)', () => {
    const { container: _container, ...c } = config();
    const editor = grapesjs.init({ ...c, headless: true });
    try {
      // GrapesJS's default "commands" panel holds one empty placeholder (no command, nothing drawn): not a control.
      const buttons = editor.Panels.getPanels().models.flatMap((panel) => panel.buttons.models).filter((b) => b.get('command'));
      expect(buttons.length).toBeGreaterThan(5);
      const untitled = buttons.filter((b) => !(b.get('attributes') as { title?: string } | undefined)?.title && !editor.I18n.t(`panels.buttons.titles.${b.id}`));
      expect(untitled.map((b) => b.id)).toEqual([]);
      expect(editor.I18n.t('panels.buttons.titles.canvas-clear')).toBe('Título canvas-clear');
      // The views and undo/redo are the toolbar's alone: GrapesJS's copies are gone.
      expect(buttons.map((b) => String(b.id)).filter((id) => (DUPLICATED_PRESET_BUTTONS as readonly string[]).includes(id))).toEqual([]);
      expect(editor.I18n.t('panels.buttons.titles.preview')).toBe('Vista previa');
    } finally {
      editor.destroy();
    }
  });
});
