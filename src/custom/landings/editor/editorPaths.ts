/** The builder's route (under `/:lang`), as editLanding's redirectUrl names it. */
export const LANDING_EDITOR_ROUTE = 'landing-editor/:landingId';

export const landingEditorPath = (lang: string, landingId: string) => `/${lang}/landing-editor/${encodeURIComponent(landingId)}`;
export const projectsPath = (lang: string) => `/${lang}/projects`;
