import type { Component, Editor } from 'grapesjs';
import type { LandingBlock } from '../../api/landingsClient';
import { BUILDER_BLOCKS_CSS, countdownBlockHtml, mapBlockHtml, videoBlockHtml } from '../blocks/builderBlocks';
import type { FormFieldOption } from '../blocks/formFields';
import { ID_ATTRIBUTES, renameIdPrefix, sectionKindOf, uniqueSectionId } from '../blocks/sectionIds';
import type { BuilderLabels } from './builderLabels';
import { descendants } from './descendants';
import { registerFormType } from './formType';
import { registerSectionTypes, type SectionTypesContext } from './sectionTypes';

export type LandingPluginOptions = SectionTypesContext & {
  /** The section blocks the server rendered for this landing (getLandingBlocks). */
  sectionBlocks: readonly LandingBlock[];
  fieldOptions: readonly FormFieldOption[];
  now: Date;
};

/** A block's picture: a page outline with the block's band highlighted. */
const blockIcon = (band: number) =>
  `<svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true"><rect x="3" y="3" width="18" height="18" rx="2" fill="none" stroke="currentColor" stroke-width="1.5"/><rect x="5" y="${5 + band * 4}" width="14" height="4" rx="1" fill="currentColor"/></svg>`;

/** Gives a dropped section its kind's first free id, and the ids derived from it the same prefix. */
function renumberSection(editor: Editor, section: Component): void {
  const kind = sectionKindOf(section.getClasses());
  const oldId = section.getAttributes().id as string | undefined;
  if (!kind || !oldId) return;
  const inside = new Set([section, ...descendants(section)]);
  const wrapper = editor.getWrapper();
  const others = wrapper ? descendants(wrapper).filter((c) => !inside.has(c)) : [];
  const taken = new Set(others.map((c) => c.getAttributes().id).filter((id): id is string => typeof id === 'string'));
  const newId = uniqueSectionId(kind, taken);
  if (newId === oldId) return;
  for (const component of inside) {
    const attributes = component.getAttributes();
    const changed = Object.fromEntries(ID_ATTRIBUTES.filter((a) => typeof attributes[a] === 'string').map((a) => [a, renameIdPrefix(attributes[a] as string, oldId, newId)]));
    if (Object.keys(changed).length) component.addAttributes(changed);
  }
}

/** The builder's blocks and component types for landings (GrapesJS plugin). */
export function landingPlugin(editor: Editor, options: LandingPluginOptions): void {
  const { labels, language } = options;
  registerSectionTypes(editor, options);
  registerFormType(editor, options.fieldOptions, labels);

  const add = (id: string, label: string, band: number, content: string | Record<string, unknown>) =>
    editor.Blocks.add(id, { label, category: labels.category, media: blockIcon(band), content });
  const order: (keyof BuilderLabels['blocks'])[] = ['hero', 'features', 'testimonials', 'pricing', 'faq', 'form', 'cta'];
  for (const kind of order) {
    const block = options.sectionBlocks.find((b) => b.kind === kind);
    if (block) add(`lp-${kind}`, labels.blocks[kind], order.indexOf(kind) % 4, block.html);
  }
  add('lp-map', labels.blocks.map, 1, mapBlockHtml(language));
  add('lp-video', labels.blocks.video, 2, videoBlockHtml(language));
  add('lp-countdown', labels.blocks.countdown, 0, countdownBlockHtml(language, options.now));
  add('lp-image', labels.blocks.image, 1, { type: 'image', activate: true, attributes: { alt: '' }, style: { 'max-width': '100%' } });

  editor.on('block:drag:stop', (component?: Component) => {
    if (component) renumberSection(editor, component);
  });
  editor.on('load', () => {
    // The builder's own blocks' styles, once per page (a saved project already has them).
    if (!editor.Css.getRule('.lp-map-card')) editor.addStyle(BUILDER_BLOCKS_CSS);
  });
}

