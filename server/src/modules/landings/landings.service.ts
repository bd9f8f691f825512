import type { Landing, LandingDataPatch, LandingLanguage } from '../../../../contract/landings';
import {
  checkSubdomain, LANDING_PROJECT_MAX, SUBDOMAIN_REQUIRED_MESSAGE, SUBDOMAIN_EDIT_MESSAGE, SUBDOMAIN_EXISTS_MESSAGE, SUBDOMAIN_PROBLEM_MESSAGES,
} from '../../../../contract/landings';
import type { AppDeps } from '../../deps';
import { AppError, notFound, type FieldIssue } from '../../http/errors';
import { assertCanAddLanding } from '../billing/billing.limits';
import { findUserById } from '../users/users.repository';
import { renderCss, renderDocument, renderHtml } from './landings.render';
import * as repo from './landings.repository';
import { checkPixelChoice, chosenPixels, companyPixelIds, placedPixelIds, placePixelsOnPage, withPixels } from './landings.pixels';
import { pagePublication } from './landings.publication';
import { toLanding, toLandingSummary } from './landings.presenter';
import { findTemplate } from './templates';
import { contentOf } from './templates/template';

const fieldError = (status: number, code: string, message: string, path: string, issue: string, issueCode?: string) =>
  new AppError(status, code, message, [{ path, message: issue, ...(issueCode ? { code: issueCode } : {}) }] as FieldIssue[]);

async function userLanguage(deps: AppDeps, userId: string): Promise<LandingLanguage> {
  return (await findUserById(deps.db, userId))?.language === 'en' ? 'en' : 'es';
}

async function mustFind(deps: AppDeps, companyId: string, landingId: string): Promise<repo.LandingRow> {
  const row = await repo.findLanding(deps.db, companyId, landingId);
  if (!row) throw notFound('Landing');
  return row;
}

/**
 * Inserts a landing once the plan allows one more. The cap is the plan of the company's owner and
 * counts the landings of every company they own (a plan is a person's, not a company's); the count
 * and the insert share one transaction, serialised per owner.
 */
export async function insertWithinCap(deps: AppDeps, companyId: string, values: repo.LandingInsert): Promise<repo.LandingRow> {
  const ownerId = await repo.companyOwner(deps.db, companyId);
  if (!ownerId) throw notFound('Company');
  return deps.db.transaction().execute(async (tx) => {
    await assertCanAddLanding(tx, ownerId, await repo.lockAndCountOwnerLandings(tx, ownerId));
    return repo.insertLanding(tx, values);
  });
}

export async function createFromTemplate(
  deps: AppDeps, userId: string, companyId: string,
  input: { templateId: string; language?: LandingLanguage; name?: string },
): Promise<Landing> {
  const template = findTemplate(input.templateId);
  if (!template) throw fieldError(400, 'invalid_data', 'Unknown template', 'body.templateId', 'Unknown template', 'not_an_option');
  const language = input.language ?? (await userLanguage(deps, userId));
  const content = contentOf(template, language);
  const row = await insertWithinCap(deps, companyId, {
    companyId, name: input.name ?? template.name[language], templateId: template.id, language, content,
    html: renderHtml(content), css: renderCss(content.theme), project: null, subdomain: null, createdBy: userId,
  });
  return toLanding(row, deps.config);
}

export async function listLandings(deps: AppDeps, companyId: string, query: { page: number; limit: number; search?: string; status?: Landing['status'] }) {
  const { rows, total } = await repo.listLandings(deps.db, companyId, query);
  return { rows: rows.map((r) => toLandingSummary(r, deps.config)), total };
}

export async function getLanding(deps: AppDeps, companyId: string, landingId: string): Promise<Landing> {
  return toLanding(await mustFind(deps, companyId, landingId), deps.config);
}

/**
 * The builder's save, or the projects screen's: what it names changes, the rest stays; an
 * oversized project is refused whole. A new pixel choice (landings.pixels.ts) names only the
 * company's pixels (400 pixel_not_added otherwise, nothing kept) and reaches the published page in
 * the same transaction, the landing locked as publish locks it.
 */
export async function updateData(deps: AppDeps, companyId: string, landingId: string, patch: LandingDataPatch): Promise<Landing> {
  if (patch.project && JSON.stringify(patch.project).length > LANDING_PROJECT_MAX) {
    throw fieldError(400, 'validation_error', `The builder project is larger than ${LANDING_PROJECT_MAX} characters`, 'body.newData.project', 'Too large', 'too_long');
  }
  const changes: repo.LandingPatch = {
    ...(patch.name !== undefined ? { name: patch.name } : {}),
    // The content's language is the landing's: a page translated in the builder is listed as such.
    ...(patch.content !== undefined ? { content: patch.content, language: patch.content.language } : {}),
    ...(patch.html !== undefined ? { html: patch.html } : {}),
    ...(patch.css !== undefined ? { css: patch.css } : {}),
    ...(patch.project !== undefined ? { project: patch.project } : {}),
  };
  const { pixelIds } = patch;
  const row = pixelIds === undefined
    ? await repo.updateLanding(deps.db, companyId, landingId, changes)
    : await deps.db.transaction().execute(async (tx) => {
      if (!(await repo.findLanding(tx, companyId, landingId, { forUpdate: true }))) throw notFound('Landing');
      const companyIds = await companyPixelIds(tx, companyId);
      const choice = pixelIds === null ? null : checkPixelChoice(companyIds, pixelIds);
      const updated = await repo.updateLanding(tx, companyId, landingId, { ...changes, pixelIds: choice });
      if (updated?.status === 'published') await placePixelsOnPage(tx, landingId, chosenPixels(companyIds, choice));
      return updated;
    });
  if (!row) throw notFound('Landing');
  return toLanding(row, deps.config);
}

/** The app's builder route for this landing (SPEC §2: the landing editor opens through redirectUrl). */
export async function editUrl(deps: AppDeps, userId: string, companyId: string, landingId: string, lang?: LandingLanguage): Promise<{ redirectUrl: string }> {
  await mustFind(deps, companyId, landingId);
  return { redirectUrl: `/${lang ?? (await userLanguage(deps, userId))}/landing-editor/${landingId}` };
}

const COPY: Record<LandingLanguage, string> = { es: 'copia', en: 'copy' };

/** A new draft with the same page and pixel choice; no subdomain (a subdomain names one landing). */
export async function duplicate(deps: AppDeps, userId: string, companyId: string, landingId: string): Promise<Landing> {
  const source = await mustFind(deps, companyId, landingId);
  const row = await insertWithinCap(deps, companyId, {
    companyId, name: `${source.name} (${COPY[source.language]})`.slice(0, 120), templateId: source.templateId, language: source.language,
    content: source.content, html: source.html, css: source.css, project: source.project, subdomain: null, createdBy: userId,
    pixelIds: source.pixelIds,
  });
  return toLanding(row, deps.config);
}

export async function remove(deps: AppDeps, companyId: string, landingId: string): Promise<{ ok: true }> {
  if (!(await repo.deleteLanding(deps.db, companyId, landingId))) throw notFound('Landing');
  return { ok: true };
}

const subdomainTaken = () => new AppError(409, 'subdomain_exists', SUBDOMAIN_EXISTS_MESSAGE);

/**
 * Sets the landing's subdomain: SPEC §8's "Error editing subdomain" (400, the reason on the field)
 * for a name that is no DNS label or is reserved, "This domain name already exists" (409) for one
 * another landing holds. Setting the name it already has changes nothing.
 */
export async function updateSubdomain(deps: AppDeps, companyId: string, landingId: string, input: string): Promise<Landing> {
  const checked = checkSubdomain(input);
  if (!checked.ok) {
    throw fieldError(400, 'subdomain_edit_error', SUBDOMAIN_EDIT_MESSAGE, 'body.subdomain', SUBDOMAIN_PROBLEM_MESSAGES[checked.problem], `subdomain_${checked.problem}`);
  }
  const landing = await mustFind(deps, companyId, landingId);
  if (landing.subdomain === checked.subdomain) return toLanding(landing, deps.config);
  const holder = await repo.findSubdomainHolder(deps.db, checked.subdomain);
  if (holder && holder.id !== landingId) throw subdomainTaken();
  try {
    const row = await repo.updateLanding(deps.db, companyId, landingId, { subdomain: checked.subdomain });
    if (!row) throw notFound('Landing');
    return toLanding(row, deps.config);
  } catch (error) {
    // Taken between the check and the write: the unique index decides.
    if ((error as { code?: string }).code === '23505') throw subdomainTaken();
    throw error;
  }
}

/** The static page of a landing as it stands, carrying the company's chosen Meta pixels (landings.pixels.ts). */
export function buildPublication(landing: repo.LandingRow, publishedAt: Date, pixelIds: string[] = []): repo.Publication {
  const document = renderDocument({
    language: landing.language, title: landing.content.meta.title || landing.name, description: landing.content.meta.description,
    html: landing.html, css: landing.css,
  });
  return pagePublication(landing.id, withPixels(document, pixelIds), publishedAt, pixelIds);
}

/**
 * Publishes the landing on its subdomain: its page is rendered now, from the builder's last save,
 * and served as it is until it is published again or unpublished. Refused (400
 * subdomain_required, nothing changed) while the landing has no subdomain.
 */
export async function publish(deps: AppDeps, companyId: string, landingId: string): Promise<Landing> {
  // The row locked while the page is rendered: a save, a subdomain change or an unpublish waits.
  const row = await deps.db.transaction().execute(async (tx) => {
    const landing = await repo.findLanding(tx, companyId, landingId, { forUpdate: true });
    if (!landing) throw notFound('Landing');
    if (!landing.subdomain) {
      throw fieldError(400, 'subdomain_required', SUBDOMAIN_REQUIRED_MESSAGE, 'body.landingId', 'The landing has no subdomain yet', 'subdomain_required');
    }
    const now = new Date();
    const updated = await repo.updateLanding(tx, companyId, landingId, { status: 'published', publishedAt: now });
    if (!updated) throw notFound('Landing');
    await repo.savePublication(tx, buildPublication(landing, now, await placedPixelIds(tx, companyId, landing.pixelIds)));
    return updated;
  });
  return toLanding(row, deps.config);
}

/** Stops serving the landing: a draft again, its subdomain kept. Unpublishing a draft changes nothing. */
export async function unpublish(deps: AppDeps, companyId: string, landingId: string): Promise<Landing> {
  const row = await deps.db.transaction().execute(async (tx) => {
    const landing = await repo.findLanding(tx, companyId, landingId, { forUpdate: true });
    if (!landing) throw notFound('Landing');
    if (landing.status === 'draft') return landing;
    const updated = await repo.updateLanding(tx, companyId, landingId, { status: 'draft', publishedAt: null });
    if (!updated) throw notFound('Landing');
    await repo.deletePublication(tx, landingId);
    return updated;
  });
  return toLanding(row, deps.config);
}
