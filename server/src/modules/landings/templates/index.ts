import type { LandingTemplate } from '../../../../../contract/landings';
import { renderThumbnail } from '../landings.thumbnail';
import { services } from './services';
import { localShop } from './localShop';
import { event } from './event';
import { webinar } from './webinar';
import { app } from './app';
import { realEstate } from './realEstate';
import { course } from './course';
import { restaurant } from './restaurant';
import { consultancy } from './consultancy';
import { leadMagnet } from './leadMagnet';
import { productLaunch } from './productLaunch';
import { thankYou } from './thankYou';
import type { TemplateDefinition } from './template';

/** The gallery, in the order the app shows it. One file per template. */
export const TEMPLATES: readonly TemplateDefinition[] = [
  services, localShop, event, webinar, app, realEstate, course, restaurant, consultancy, leadMagnet, productLaunch, thankYou,
];

const byId = new Map(TEMPLATES.map((t) => [t.id, t]));
export const findTemplate = (id: string): TemplateDefinition | undefined => byId.get(id);

export const thumbnailUrl = (templateId: string) => `/api/landingTemplateThumbnail/${templateId}`;

/** How the gallery lists a template. */
export function toTemplateSummary(t: TemplateDefinition): LandingTemplate {
  return {
    id: t.id, category: t.category, name: t.name, description: t.description,
    sections: t.sections.map((s) => s.kind),
    colors: { primary: t.theme.primary, background: t.theme.background, accent: t.theme.accent },
    thumbnailUrl: thumbnailUrl(t.id),
  };
}

const thumbnails = new Map<string, string>();
/** The template's SVG thumbnail (drawn once per process). */
export function templateThumbnail(t: TemplateDefinition): string {
  let svg = thumbnails.get(t.id);
  if (!svg) {
    const hero = t.sections.find((s) => s.kind === 'hero');
    svg = renderThumbnail(t.name.en, t.theme, t.sections, hero?.kind === 'hero' ? hero.layout : 'split');
    thumbnails.set(t.id, svg);
  }
  return svg;
}
