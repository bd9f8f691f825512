import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../routes/routeTable';
import { LANDING_EDITOR_ROUTE, landingEditorPath, projectsPath } from './editorPaths';

describe("the builder's route", () => {
  it("is the private route editLanding's redirectUrl opens (/{lang}/landing-editor/{id})", () => {
    expect(ROUTES.find((r) => r.path === LANDING_EDITOR_ROUTE)?.access).toBe('private');
    expect(landingEditorPath('es', '00000000-0000-4000-8010-000000000001')).toBe('/es/landing-editor/00000000-0000-4000-8010-000000000001');
    expect(projectsPath('en')).toBe('/en/projects');
  });
});
