import grapesjs, { type Block, type Device, type Editor } from 'grapesjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_BLOCK_IDS, type EmailBlockLabels } from './emailBlocks';
import { emailEditorConfig, NO_WEB_FONTS } from './createEmailEditor';
import { blankMjml } from './mjmlSkeleton';

const LABELS: EmailBlockLabels = {
  category: 'Bloques',
  blocks: { 'mj-1-column': '1 columna', 'mj-2-columns': '2 columnas', 'mj-3-columns': '3 columnas', 'mj-text': 'Texto', 'mj-image': 'Imagen', 'mj-button': 'Botón', 'mj-divider': 'Divisor', 'mj-spacer': 'Espacio', 'mj-social-group': 'Redes sociales' },
  sampleText: 'Escribe aquí', buttonText: 'Ver más', social: { facebook: 'Facebook', instagram: 'Instagram', linkedin: 'LinkedIn' },
};

const config = (mjml = blankMjml('es')) => emailEditorConfig({ container: document.createElement('div'), mjml, language: 'es', blockLabels: LABELS, upload: vi.fn(), onUploadError: vi.fn() }, () => { throw new Error('not created'); });

let editor: Editor | null = null;
afterEach(() => {
  editor?.destroy();
  editor = null;
});
function headless(mjml?: string) {
  const { container: _container, ...c } = config(mjml);
  editor = grapesjs.init({ ...c, headless: true });
  return editor;
}

describe('the email editor', () => {
  it('runs offline and inert: no telemetry, no icon font, no storage, no scripts from imported markup, no outside URL', () => {
    const c = config();
    expect(c).toMatchObject({
      telemetry: false, cssIcons: '', storageManager: false,
      parser: { optionsHtml: { allowScripts: false, allowUnsafeAttr: false, allowUnsafeAttrValue: false } },
      assetManager: { upload: false, embedAsBase64: false, disableUpload: false },
    });
    // GrapesJS's own translations hold two placeholder texts shaped as URLs; nothing else may name a host.
    const { i18n, ...rest } = c;
    expect(JSON.stringify(rest)).not.toMatch(/https?:\/\//);
    expect(JSON.stringify(i18n).match(/https?:\/\/[^"\\]*/g)).toEqual(['http://camino/a/la/imagen.jpg', 'https://google.com', 'http://path/to/the/image.jpg', 'https://google.com']);
  });

  it('offers the email blocks in the interface language, social links without outside images', () => {
    const e = headless();
    expect(e.Blocks.getAll().map((b: Block) => b.getId()).sort()).toEqual([...EMAIL_BLOCK_IDS].sort());
    expect([e.Blocks.get('mj-button')!.getLabel(), e.Blocks.get('mj-button')!.getCategoryLabel()]).toEqual(['Botón', 'Bloques']);
    expect(JSON.stringify(e.Blocks.getAll().map((b: Block) => b.getContent()))).not.toMatch(/https?:\/\//);
  });

  it('compiles MJML to email HTML (tables, inlined styles) that links no web font, even for a Google font name', () => {
    const e = headless(blankMjml('es').replace('Arial, Helvetica, sans-serif', 'Ubuntu, Open Sans, Roboto, Arial'));
    const { html, errors } = e.runCommand('mjml-code-to-html') as { html: string; errors: unknown[] };
    expect(errors).toEqual([]);
    expect(html).toContain('<table');
    expect(html).toContain('Hola {{name|amigo}}');
    expect(html).toMatch(/style="[^"]*font-family:Ubuntu, Open Sans/);
    expect(html).not.toMatch(/googleapis|<link/);
    expect(NO_WEB_FONTS).not.toEqual({});
  });

  it("uploads a dropped image through the builder's upload and adds its public URL to the assets; a refusal is reported", async () => {
    const upload = vi.fn(async (file: File) => {
      if (file.name === 'bad.png') throw new Error('too large');
      return { url: `/api/email/images/${file.name}` };
    });
    const onUploadError = vi.fn();
    const add = vi.fn();
    const c = emailEditorConfig({ container: document.createElement('div'), mjml: blankMjml('es'), language: 'es', blockLabels: LABELS, upload, onUploadError },
      () => ({ AssetManager: { add } }) as unknown as Editor);
    const files = [new File(['x'], 'logo.png', { type: 'image/png' }), new File(['y'], 'bad.png', { type: 'image/png' })];
    await (c.assetManager as { uploadFile: (e: unknown) => Promise<void> }).uploadFile({ dataTransfer: { files } });
    expect(add).toHaveBeenCalledExactlyOnceWith({ src: '/api/email/images/logo.png', type: 'image' });
    expect(onUploadError).toHaveBeenCalledWith(new Error('too large'));
  });

  it('offers the desktop and phone views', () => {
    const e = headless();
    expect(e.Devices.getAll().map((d: Device) => [d.getName(), d.get('width')])).toEqual([['Desktop', ''], ['Mobile portrait', '375px']]);
    expect(e.getConfig().showDevices).toBe(false);
  });

  it('gives every panel button a title (a nameless one cannot be named nor reached by keyboard)', () => {
    const e = headless();
    const buttons = e.Panels.getPanels().models.flatMap((panel) => panel.buttons.models).filter((b) => b.get('command'));
    expect(buttons.length).toBeGreaterThan(5);
    const untitled = buttons.filter((b) => !(b.get('attributes') as { title?: string } | undefined)?.title && !e.I18n.t(`panels.buttons.titles.${b.id}`));
    expect(untitled.map((b) => b.id)).toEqual([]);
  });
});
