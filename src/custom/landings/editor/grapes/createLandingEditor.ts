import grapesjs, { type Editor, type EditorConfig, type ProjectData } from 'grapesjs';
import 'grapesjs/dist/css/grapes.min.css';
import presetWebpageModule from 'grapesjs-preset-webpage';
import pluginFormsModule from 'grapesjs-plugin-forms';
import es from 'grapesjs/locale/es.mjs';
import en from 'grapesjs/locale/en.mjs';
import type { Landing } from '../../../../../contract/landings';
import { DEVICES } from './devices';
import { landingPlugin, type LandingPluginOptions } from './landingPlugin';
import { safeProject, sanitizeFragment } from './safeProject';
import { uploadingAssetManager } from '../../../../components/GrapesCanvas/uploadingAssetManager';
import { withButtonTitles } from '../../../../components/GrapesCanvas/withButtonTitles';

/** The plugins ship as UMD bundles: the browser's bundle may hand over the module object instead of its default. */
const interopDefault = <T>(module: T): T => (module as T & { default?: T }).default ?? module;
const presetWebpage = interopDefault(presetWebpageModule);
const pluginForms = interopDefault(pluginFormsModule);

export type LandingEditorOptions = LandingPluginOptions & {
  container: HTMLElement;
  landing: Pick<Landing, 'html' | 'css' | 'project'>;
  /** Translated text of the preset's own buttons and dialogs. */
  presetLabels: { importTitle: string; importButton: string; clearConfirm: string };
  /** Titles of the preset's panel buttons GrapesJS leaves untitled, by button id (LANDING_BUTTON_IDS). */
  buttonTitles: Record<string, string>;
  /**
   * The preset's and forms plugin's block names and categories in the interface language (they
   * ship English only): by block id (`link-block`, `quote`, `text-basic`, `form`, `input`…), and
   * `basic` / `forms` for their categories. An id without a name keeps the plugin's.
   */
  pluginBlockLabels: Record<string, string>;
};

/** The preset's panel buttons that come with no title of their own (see withButtonTitles). */
export const LANDING_BUTTON_IDS = ['gjs-open-import-webpage', 'canvas-clear'] as const;
/**
 * The preset's view and history buttons: the builder's own toolbar (EditorToolbar) has the same
 * controls, labelled and in the tab order, so GrapesJS's copies are removed (two of each confused
 * keyboard and screen-reader users, and could disagree).
 */
export const DUPLICATED_PRESET_BUTTONS = ['set-device-desktop', 'set-device-tablet', 'set-device-mobile', 'undo', 'redo'] as const;

/** Removes the preset's buttons the toolbar duplicates, from whichever panel holds them. */
function removeDuplicatedButtons(editor: Editor): void {
  for (const panel of editor.Panels.getPanels().models) {
    for (const id of DUPLICATED_PRESET_BUTTONS) if (panel.buttons.get(id)) editor.Panels.removeButton(String(panel.id), id);
  }
}

/** Where a landing starts: the builder's saved project (made inert, see safeProject), else the page rendered from its template. */
export function initialProject(landing: LandingEditorOptions['landing']): ProjectData {
  if (landing.project) return safeProject(landing.project as ProjectData);
  // GrapesJS's parser drops scripts and handlers from this HTML but keeps srcdoc documents.
  return { pages: [{ component: sanitizeFragment(landing.html), styles: landing.css }] } as ProjectData;
}

/**
 * GrapesJS for one landing, offline and inert: no telemetry, no icon font from a CDN (the preset
 * draws its icons inline), no storage of its own (the page saves through the API), imported HTML
 * without scripts or unsafe attributes, uploads through uploadLandingAsset.
 */
export function createLandingEditor(options: LandingEditorOptions): Editor {
  const editor: Editor = grapesjs.init(landingEditorConfig(options, () => editor));
  return editor;
}

/** GrapesJS's configuration for one landing (`getEditor` once it exists: uploads add their asset to it). */
export function landingEditorConfig(options: LandingEditorOptions, getEditor: () => Editor): EditorConfig {
  const { container, landing, language, presetLabels, pluginBlockLabels: names, buttonTitles } = options;
  const named = (id: string) => (names[id] ? { label: names[id] } : {});
  return {
    container,
    height: '100%',
    width: 'auto',
    telemetry: false,
    cssIcons: '',
    storageManager: false,
    // Every rule is kept: a block dropped later finds the template's styles for its classes.
    keepUnusedStyles: true,
    projectData: initialProject(landing),
    i18n: { locale: language, detectLocale: false, localeFallback: 'en', messages: { es, en, [language]: withButtonTitles(language === 'en' ? en : es, buttonTitles) } },
    parser: { optionsHtml: { allowScripts: false, allowUnsafeAttr: false, allowUnsafeAttrValue: false } },
    deviceManager: { devices: DEVICES.map(({ id: _id, ...device }) => ({ ...device, id: device.name })) },
    assetManager: uploadingAssetManager(getEditor, options.upload, options.onUploadError),
    plugins: [
      (e: Editor) => presetWebpage(e, {
        modalImportTitle: presetLabels.importTitle, modalImportButton: presetLabels.importButton, textCleanCanvas: presetLabels.clearConfirm,
        block: (id: string) => ({ ...named(id), ...(names.basic ? { category: names.basic } : {}) }),
      }),
      (e: Editor) => pluginForms(e, { category: { id: 'forms', label: names.forms ?? 'Forms' }, block: (id: string) => named(id) }),
      (e: Editor) => landingPlugin(e, options),
      // Last: after the preset has added its buttons.
      removeDuplicatedButtons,
    ],
  };
}
