import type { DemoSeeder } from '../demo/demo.seed';
import { renderCss, renderHtml } from './landings.render';
import { insertLanding, savePublication, updateLanding } from './landings.repository';
import { buildPublication } from './landings.service';
import { findTemplate } from './templates';
import { contentOf } from './templates/template';

/** What the demo company's projects screen starts with: one landing published on its subdomain (its visits, leads and pixel are seeded too), one draft. */
const DEMO_LANDINGS = [
  { templateId: 'services', name: 'Reformas · Presupuesto', subdomain: 'demo-reformas', publish: true },
  { templateId: 'lead-magnet', name: 'Guía gratuita · 30 ideas', subdomain: null, publish: false },
] as const;

/**
 * Straight through the repository: seeding runs inside one transaction (no nested one for the
 * cap), and the demo plan (standard, 10 landings) holds these two.
 */
export const seedDemoLandings: DemoSeeder = async (deps, demo) => {
  for (const item of DEMO_LANDINGS) {
    const template = findTemplate(item.templateId);
    if (!template) continue;
    const content = contentOf(template, 'es');
    const landing = await insertLanding(deps.db, {
      companyId: demo.companyId, name: item.name, templateId: template.id, language: 'es', content,
      html: renderHtml(content), css: renderCss(content.theme), project: null, subdomain: item.subdomain, createdBy: demo.userId,
    });
    if (!item.publish) continue;
    const now = new Date();
    await updateLanding(deps.db, demo.companyId, landing.id, { status: 'published', publishedAt: now });
    await savePublication(deps.db, buildPublication(landing, now));
  }
};
