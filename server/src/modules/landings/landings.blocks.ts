import type { LandingContent, LandingSection, SectionKind } from '../../../../contract/landings';
import { section } from './landings.render';
import { TEMPLATES } from './templates';
import { pick } from './templates/template';

/**
 * The builder's section blocks, rendered by the templates' own renderer so a block dropped on a
 * page looks like the rest of it: the landing's own section of each kind (its words), else the
 * first template's section of that kind in the landing's language. The builder makes the form's
 * fields configurable; the map, video and countdown blocks are its own.
 */
export const BLOCK_KINDS = ['hero', 'features', 'testimonials', 'pricing', 'faq', 'form', 'cta'] as const satisfies readonly SectionKind[];

function sampleSection(kind: SectionKind, content: LandingContent): LandingSection | undefined {
  const own = content.sections.find((s) => s.kind === kind);
  if (own) return own;
  for (const template of TEMPLATES) {
    const found = template.sections.find((s) => s.kind === kind);
    if (found) return pick(found, content.language) as LandingSection;
  }
  return undefined;
}

export function landingBlocks(content: LandingContent): { kind: SectionKind; html: string }[] {
  return BLOCK_KINDS.flatMap((kind) => {
    const sample = sampleSection(kind, content);
    // The anchor names the block; the builder renumbers it when a page already has one.
    return sample ? [{ kind, html: section(sample, `${kind}-block`, content) }] : [];
  });
}
