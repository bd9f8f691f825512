import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CrmStoryWrapper } from '../../../crm/stories/CrmStoryWrapper';
import { OWNER_ID } from '../../../crm/stories/crmFixtures';
import StripoBuilderPage from '../../StripoBuilderPage';
import { EMAIL_BUILDER_ROUTE } from '../builderPaths';
import { emailBuilderServer } from '../emailBuilderFake';
import { loadStripoScript, STRIPO_SCRIPT_URL, type StripoConfig } from './stripoApi';

/** Stripo's editor as its script would install it, recording what the builder asks of it. */
function fakeStripo() {
  const init = vi.fn<(container: HTMLElement, config: StripoConfig) => void>();
  window.UIEditor = { initEditor: init, removeEditor: vi.fn() };
  window.StripoEditorApi = {
    actionsApi: {
      compileEmail: ({ callback }) => callback(null, '<table><tr><td>Hola {{name}}</td></tr></table>'),
      getTemplateData: (callback) => callback({ html: '<div class="esd">Hola {{name}}</div>', css: '.esd{}' }),
    },
  };
  return init;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  delete window.UIEditor;
  delete window.StripoEditorApi;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

describe("Stripo's editor", () => {
  it('opens when the builder token names Stripo, takes tokens from this app and saves its compiled HTML and source', async () => {
    const init = fakeStripo();
    const fake = emailBuilderServer({ builder: 'stripo' });
    render(<CrmStoryWrapper server={fake.server} path="templates/stripo-builder" route={EMAIL_BUILDER_ROUTE}><StripoBuilderPage /></CrmStoryWrapper>);
    await waitFor(() => expect(init).toHaveBeenCalledOnce());
    const [container, config] = init.mock.calls[0];
    expect(container).toBe(screen.getByRole('region', { name: 'Editor del email' }));
    expect(config).toMatchObject({ html: '', css: '', locale: 'es', metadata: { userId: OWNER_ID, username: 'Olga' } });
    // The script was already there (the fake): nothing was fetched from Stripo's host.
    expect(document.querySelector(`script[src="${STRIPO_SCRIPT_URL}"]`)).toBeNull();

    const token = await new Promise<string>((resolve) => config.onTokenRefreshRequest(resolve));
    expect(token).toBe('builder-token-2');

    config.onDataChanged?.();
    // No subject yet: nothing is sent, the subject says why.
    expect(await screen.findByText('La plantilla necesita un asunto para guardarse.', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(fake.sent('POST /templates')).toEqual([]);
  });

  it('saves through compileEmail and getTemplateData as builder "stripo"', async () => {
    const init = fakeStripo();
    const fake = emailBuilderServer({ builder: 'stripo' });
    render(<CrmStoryWrapper server={fake.server} path="templates/stripo-builder?from=newsletter-es&lang=es" route={EMAIL_BUILDER_ROUTE}><StripoBuilderPage /></CrmStoryWrapper>);
    await waitFor(() => expect(init).toHaveBeenCalledOnce());
    expect(init.mock.calls[0][1]).toMatchObject({ html: '<table><tr><td>Gallery</td></tr></table>', css: '.g{}' });
    init.mock.calls[0][1].onDataChanged?.();
    await waitFor(() => expect(fake.sent('POST /templates')).toHaveLength(1), { timeout: 4000 });
    expect(fake.sent('POST /templates')[0].body).toMatchObject({
      builder: 'stripo', stripoId: 'newsletter-es', message: '<table><tr><td>Hola {{name}}</td></tr></table>',
      originalHtml: '<div class="esd">Hola {{name}}</div>', originalCss: '.esd{}', variables: ['organization', 'name'],
    });
  });

  it("puts a variable on the clipboard to paste in Stripo's texts (out of this page's reach)", async () => {
    const user = userEvent.setup();
    const init = fakeStripo();
    const fake = emailBuilderServer({ builder: 'stripo' });
    render(<CrmStoryWrapper server={fake.server} path="templates/stripo-builder" route={EMAIL_BUILDER_ROUTE}><StripoBuilderPage /></CrmStoryWrapper>);
    await waitFor(() => expect(init).toHaveBeenCalledOnce());
    await user.click(screen.getByRole('button', { name: 'Variables' }));
    await user.click(screen.getByRole('button', { name: 'Insertar Nombre' }));
    expect(await screen.findByText('Copiada {{name}}: pégala en un texto del email.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('{{name}}');
  });

  it("adds Stripo's script once, and says when it cannot be loaded", async () => {
    const first = loadStripoScript();
    expect(loadStripoScript()).toBe(first);
    const scripts = document.head.querySelectorAll(`script[src="${STRIPO_SCRIPT_URL}"]`);
    expect(scripts).toHaveLength(1);
    scripts[0].dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow('could not be loaded');
    expect(document.head.querySelector('script')).toBeNull();
  });
});
