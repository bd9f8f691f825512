import grapesjs, { type Editor, type EditorConfig } from 'grapesjs';
import 'grapesjs/dist/css/grapes.min.css';
import grapesMjmlModule from 'grapesjs-mjml';
import mjmlEn from 'grapesjs-mjml/locale/en';
import mjmlEs from 'grapesjs-mjml/locale/es';
import en from 'grapesjs/locale/en.mjs';
import es from 'grapesjs/locale/es.mjs';
import { emailBlockContent, EMAIL_BLOCK_IDS, type EmailBlockLabels } from './emailBlocks';
import { uploadingAssetManager } from '../../../../components/GrapesCanvas/uploadingAssetManager';

/** The plugin ships as a UMD bundle: the browser's bundle may hand over the module object instead of its default. */
const interopDefault = <T>(module: T): T => (module as T & { default?: T }).default ?? module;
const grapesMjml = interopDefault(grapesMjmlModule);

/**
 * mjml's default font map links five Google fonts whenever a text names them (mj-text defaults to
 * Ubuntu). The plugin replaces that map only with a non-empty one, so it gets one entry whose name
 * no font-family can contain (NUL never survives HTML parsing): no font link is ever produced.
 */
export const NO_WEB_FONTS = { '\u0000': '' } as const;

/** The two views of an email (GrapesJS device names; the mjml plugin's breakpoint is 480 px). */
export const EMAIL_DEVICES = [
  { id: 'desktop', name: 'Desktop', width: '' },
  { id: 'phone', name: 'Mobile portrait', width: '375px', widthMedia: '480px' },
] as const;
export type EmailDeviceId = (typeof EMAIL_DEVICES)[number]['id'];

export type EmailEditorOptions = {
  container: HTMLElement;
  /** The MJML the builder opens (a saved template's, a gallery template's, or a blank one). */
  mjml: string;
  /** The interface language (GrapesJS's own panels and dialogs), not the email's. */
  language: 'es' | 'en';
  blockLabels: EmailBlockLabels;
  /** Uploads an image (uploadEmailImage) and answers its public URL. */
  upload: (file: File) => Promise<{ url: string }>;
  onUploadError: (error: unknown) => void;
  /** Roles without email:write look, they do not edit. */
  readOnly?: boolean;
};

/**
 * GrapesJS with the MJML plugin for one email, offline and inert: no telemetry, no icon font from a
 * CDN (cssIcons ''), no web fonts, no storage of its own (the page saves through the API), imported
 * markup without scripts or unsafe attributes, uploads through uploadEmailImage.
 */
export function createEmailEditor(options: EmailEditorOptions): Editor {
  const editor: Editor = grapesjs.init(emailEditorConfig(options, () => editor));
  return editor;
}

export function emailEditorConfig(options: EmailEditorOptions, getEditor: () => Editor): EditorConfig {
  const { container, mjml, language, blockLabels } = options;
  return {
    container,
    height: '100%',
    width: 'auto',
    telemetry: false,
    cssIcons: '',
    storageManager: false,
    // The page's toolbar switches the two views (labelled, in the tab order); GrapesJS's own picker would not follow it.
    showDevices: false,
    components: mjml,
    i18n: { locale: language, detectLocale: false, localeFallback: 'en', messages: { es, en } },
    parser: { optionsHtml: { allowScripts: false, allowUnsafeAttr: false, allowUnsafeAttrValue: false } },
    assetManager: uploadingAssetManager(getEditor, options.upload, options.onUploadError),
    plugins: [
      (e: Editor) => grapesMjml(e, {
        blocks: [...EMAIL_BLOCK_IDS],
        block: (id: string) => ({ label: blockLabels.blocks[id as keyof EmailBlockLabels['blocks']], category: blockLabels.category, ...emailBlockContent(id, blockLabels) }),
        fonts: NO_WEB_FONTS,
        i18n: { es: mjmlEs, en: mjmlEn },
        // Its devices include a tablet view and buttons of its own; this builder has desktop and phone, switched by the toolbar.
        resetDevices: false,
      }),
      (e: Editor) => {
        e.Devices.getAll().reset(EMAIL_DEVICES.map(({ id: _id, ...device }) => ({ ...device, id: device.name })));
        if (options.readOnly) e.on('load', () => makeReadOnly(e));
      },
    ],
  };
}

/** A look-only editor: nothing can be selected for editing, dragged or typed into. */
function makeReadOnly(editor: Editor) {
  editor.getWrapper()?.onAll((component) => component.set({ editable: false, draggable: false, droppable: false, removable: false, copyable: false, selectable: false }));
  editor.Panels.getPanel('views')?.set('visible', false);
}
