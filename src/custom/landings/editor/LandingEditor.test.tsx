import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CrmStoryWrapper } from '../../crm/stories/CrmStoryWrapper';
import { LANDING_EDITOR_ROUTE } from './editorPaths';
import type { LandingCanvasProps } from './LandingCanvas';
import { EDITED_LANDING, landingEditorServer } from './landingEditorFake';
import LandingEditorPage from './LandingEditorPage';

// GrapesJS needs a real browser (its canvas is an iframe it lays out): a stand-in editor that
// reports changes when asked, and records what the page asks of it.
const fakeEditor = {
  getHtml: () => '<body><main>edited</main></body>',
  getCss: () => ':root{--lp-primary:#1565c0}',
  getProjectData: () => ({ pages: [{ component: '<main>edited</main>' }] }),
  setDevice: vi.fn(),
  getDevice: () => 'Desktop',
  on: vi.fn(),
  UndoManager: { hasUndo: () => true, hasRedo: () => false, undo: vi.fn(), redo: vi.fn() },
};
vi.mock('./LandingCanvas', () => ({
  LandingCanvas: ({ options, onReady, onChange, label }: LandingCanvasProps) => {
    // Once, as GrapesJS's load event.
    useEffect(() => onReady(fakeEditor as never), []); // eslint-disable-line react-hooks/exhaustive-deps
    return (
      <div role="region" aria-label={label}>
        <p>{options.fieldOptions.map((o) => o.name).join(', ')}</p>
        <button type="button" onClick={onChange}>simulate an edit</button>
      </div>
    );
  },
}));

function renderEditor(landingId = EDITED_LANDING, options: Parameters<typeof landingEditorServer>[0] = {}) {
  const fake = landingEditorServer(options);
  render(<CrmStoryWrapper server={fake.server} path={`landing-editor/${landingId}`} route={LANDING_EDITOR_ROUTE}><LandingEditorPage /></CrmStoryWrapper>);
  return fake;
}

describe('the landing editor page', () => {
  it("opens the landing with its name, the views and the company's fields for forms", async () => {
    renderEditor();
    expect(await screen.findByRole('heading', { level: 1, name: 'Clínica Sol' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Editor de la página' })).toHaveTextContent(/name, email, phone.*property\./);
    expect(screen.getByRole('status')).toHaveTextContent('Guardado');
    await userEvent.click(screen.getByRole('button', { name: 'Tableta' }));
    expect(fakeEditor.setDevice).toHaveBeenCalledWith('Tablet');
    await userEvent.click(screen.getByRole('button', { name: 'Deshacer (Ctrl+Z)' }));
    expect(fakeEditor.UndoManager.undo).toHaveBeenCalled();
  });

  it('saves the page, its stylesheet and project a moment after an edit, and says so', async () => {
    const fake = renderEditor();
    await userEvent.click(await screen.findByRole('button', { name: 'simulate an edit' }));
    expect(screen.getByRole('status')).toHaveTextContent('Cambios sin guardar');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Guardado'), { timeout: 4000 });
    expect(fake.saves).toEqual([{ html: '<body><main>edited</main></body>', css: ':root{--lp-primary:#1565c0}', project: { pages: [{ component: '<main>edited</main>' }] } }]);
  });

  it('saves before going back to the landings', async () => {
    const fake = renderEditor();
    await userEvent.click(await screen.findByRole('button', { name: 'simulate an edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Volver a landings' }));
    expect(await screen.findByTestId('navigated-away')).toHaveTextContent('/es/projects');
    expect(fake.saves).toHaveLength(1);
  });

  it('offers a retry when saving fails, and asks before leaving unsaved work', async () => {
    renderEditor(EDITED_LANDING, { failSave: true });
    await userEvent.click(await screen.findByRole('button', { name: 'simulate an edit' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Error al guardar'), { timeout: 4000 });
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Volver a landings' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Salir sin guardar?' });
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Salir sin guardar' })));
    expect(dialog).not.toBeInTheDocument();
    expect(await screen.findByTestId('navigated-away')).toHaveTextContent('/es/projects');
  });

  it("says when the landing does not exist or is another company's", async () => {
    renderEditor('00000000-0000-4000-8010-000000000099');
    expect(await screen.findByText('Esta landing no existe o no es de la empresa seleccionada.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a landings' })).toHaveAttribute('href', '/es/projects');
  });

  it('offers to try again when the landing could not be loaded', async () => {
    renderEditor(EDITED_LANDING, { failLoad: true });
    expect(await screen.findByText('No se pudo cargar la landing.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
