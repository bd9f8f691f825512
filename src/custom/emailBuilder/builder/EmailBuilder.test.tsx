import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../../contract/roles';
import { CrmStoryWrapper } from '../../crm/stories/CrmStoryWrapper';
import { COMPANY_ID, OWNER_ID } from '../../crm/stories/crmFixtures';
import StripoBuilderPage from '../StripoBuilderPage';
import { EMAIL_BUILDER_ROUTE, SAVED_TEMPLATE_ROUTE } from './builderPaths';
import type { DesignCanvasProps } from './designEngine';
import { emailBuilderServer, GALLERY_ID, GALLERY_MJML, SAVED_TEMPLATE_ID, type EmailBuilderFakeOptions } from './emailBuilderFake';

// GrapesJS needs a real browser (its canvas is an iframe it lays out): a stand-in editor whose
// design the test sets, and which records what the page asks of it.
const design = { message: '', source: '' };
const insertAtCursor = vi.fn((_text: string) => 'inserted' as const);
vi.mock('./MjmlDesignCanvas', () => ({
  MjmlDesignCanvas: ({ draft, onReady, onChange, onEditText }: DesignCanvasProps) => {
    useEffect(() => onReady({ snapshot: async () => ({ ...design, css: '' }), insertAtCursor }), []); // eslint-disable-line react-hooks/exhaustive-deps
    return (
      <div role="region" aria-label="Editor del email">
        <pre>{draft.source}</pre>
        <button type="button" onClick={onChange}>simulate an edit</button>
        <button type="button" onClick={onEditText}>simulate editing a text</button>
      </div>
    );
  },
}));

function renderBuilder(path: string, options: EmailBuilderFakeOptions = {}, role: Role = 'owner') {
  const fake = emailBuilderServer(options);
  const route = path.includes('stripo-builder/') ? SAVED_TEMPLATE_ROUTE : EMAIL_BUILDER_ROUTE;
  render(<CrmStoryWrapper server={fake.server} path={path} route={route} role={role}><StripoBuilderPage /></CrmStoryWrapper>);
  return fake;
}

const status = () => screen.getByRole('toolbar').querySelector('[role="status"]')!;

beforeEach(() => {
  localStorage.clear();
  design.message = '<table><tr><td>Hola {{name|amigo}}</td></tr></table>';
  design.source = '<mjml>v1</mjml>';
  insertAtCursor.mockClear();
  window.history.replaceState(null, '', '/');
});

describe('the email builder page', () => {
  it('creates the template on the first save with the builder token, then updates it with its id and the variables it now uses', async () => {
    const fake = renderBuilder('templates/stripo-builder');
    expect(await screen.findByText(/Hola \{\{name\|amigo\}\}/)).toBeInTheDocument();
    expect(fake.sent('POST /stripo/auth')).toEqual([{ body: { userId: OWNER_ID } }]);
    await userEvent.type(screen.getByRole('textbox', { name: /Asunto/ }), 'Hola');
    await waitFor(() => expect(fake.sent('POST /templates')).toHaveLength(1), { timeout: 4000 });
    const [create] = fake.sent('POST /templates');
    expect(create.headers).toEqual({ 'x-stripo-token': 'builder-token-1' });
    expect(create.body).toMatchObject({
      companyId: COMPANY_ID, subject: 'Hola', preheader: '', message: design.message, originalHtml: '<mjml>v1</mjml>', originalCss: '',
      variables: ['name'], builder: 'mjml', stripoId: null, language: 'es',
    });
    await waitFor(() => expect(status()).toHaveTextContent('Guardado'));
    expect(window.location.pathname).toBe('/es/templates/stripo-builder/00000000-0000-4000-8014-000000000002');

    design.message = '<table><tr><td>{{name}} {{property.plan|Basic}}</td></tr></table>';
    design.source = '<mjml>v2</mjml>';
    await userEvent.click(screen.getByRole('button', { name: 'simulate an edit' }));
    await userEvent.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(fake.sent('PUT /templates/:templateId')).toHaveLength(1));
    const [update] = fake.sent('PUT /templates/:templateId');
    expect(update.params).toEqual({ templateId: '00000000-0000-4000-8014-000000000002' });
    expect(update.body).toMatchObject({ templateId: '00000000-0000-4000-8014-000000000002', originalHtml: '<mjml>v2</mjml>', variables: ['name', 'property.plan'] });
    expect(fake.sent('POST /templates')).toHaveLength(1);
  });

  it('starts from a gallery template in the asked language, keeping its id as stripoId', async () => {
    const fake = renderBuilder(`templates/stripo-builder?from=${GALLERY_ID}&lang=en`);
    expect(await screen.findByText(GALLERY_MJML)).toBeInTheDocument();
    expect(fake.sent('GET /stripo/templates/:id')).toMatchObject([{ params: { id: GALLERY_ID }, query: { language: 'en' }, headers: { 'x-stripo-token': 'builder-token-1' } }]);
    expect(screen.getByRole('textbox', { name: /Asunto/ })).toHaveValue('Novedades de {{organization}}');
    // The gallery design's own preview text fills the input that drives it.
    expect(screen.getByRole('textbox', { name: /Texto de vista previa/ })).toHaveValue('Lo nuevo del mes');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Boletín');
    await userEvent.click(screen.getByRole('button', { name: 'simulate an edit' }));
    await waitFor(() => expect(fake.sent('POST /templates')).toHaveLength(1), { timeout: 4000 });
    expect(fake.sent('POST /templates')[0].body).toMatchObject({ stripoId: GALLERY_ID, language: 'en', name: 'Boletín', variables: ['organization', 'name'] });
  });

  it('gets a new builder token and tries once more when the server refuses it, without signing out', async () => {
    const fake = renderBuilder('templates/stripo-builder', { refuseFirstCreate: true });
    await userEvent.type(await screen.findByRole('textbox', { name: /Asunto/ }), 'Hola');
    await waitFor(() => expect(fake.sent('POST /templates')).toHaveLength(2), { timeout: 4000 });
    expect(fake.sent('POST /templates').map((a) => a.headers)).toEqual([{ 'x-stripo-token': 'builder-token-1' }, { 'x-stripo-token': 'builder-token-2' }]);
    await waitFor(() => expect(status()).toHaveTextContent('Guardado'));
  });

  it("inserts a variable with its fallback at the email's cursor, or at the subject's", async () => {
    renderBuilder(`templates/stripo-builder/${SAVED_TEMPLATE_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Variables' }));
    const panel = screen.getByRole('region', { name: 'Variables' });
    expect(within(panel).getByRole('button', { name: 'Insertar Presupuesto' })).toHaveTextContent('{{property.budget}}');
    await userEvent.click(screen.getByRole('button', { name: 'simulate editing a text' }));
    await userEvent.type(within(panel).getByRole('textbox', { name: /Texto si el contacto no lo tiene/ }), 'amigo');
    await userEvent.click(within(panel).getByRole('button', { name: 'Insertar Nombre' }));
    expect(insertAtCursor).toHaveBeenCalledWith('{{name|amigo}}');
    expect(within(panel).getByRole('status')).toHaveTextContent('Insertada {{name|amigo}}');

    const subject = screen.getByRole('textbox', { name: /Asunto/ });
    await userEvent.click(subject);
    (subject as HTMLInputElement).setSelectionRange(0, 0);
    await userEvent.click(within(panel).getByRole('button', { name: 'Insertar Plan' }));
    expect(subject).toHaveValue('{{property.plan|amigo}}Novedades para {{name}}');
  });

  it("shows the server's rendering for a chosen contact only in the sandboxed frame, with the variables that had no value", async () => {
    const fake = renderBuilder(`templates/stripo-builder/${SAVED_TEMPLATE_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Vista previa con un contacto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vista previa con los datos de un contacto' });
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Contacto' }), 'Ana');
    await userEvent.click(await screen.findByRole('option', { name: /Ana García/ }));
    // Choosing a contact replaces the sample's frame with a new one: look it up each time, as a
    // reference taken too early can be the sample's frame, detached and never updated.
    await waitFor(() => expect(within(dialog).getByTitle('Vista previa del email').getAttribute('srcdoc')).toBe('<p>Preview for Ana</p>'));
    expect(within(dialog).getByTitle('Vista previa del email').getAttribute('sandbox')).toBe('');
    expect(document.body.textContent).not.toContain('Preview for Ana');
    expect(within(dialog).getByText('Variables sin valor para este contacto: {{property.vip}}')).toBeInTheDocument();
    expect(within(dialog).getByText('Asunto: Novedades para Ana')).toBeInTheDocument();
    expect(fake.sent('POST /templates/preview').at(-1)?.body).toMatchObject({ companyId: COMPANY_ID, subject: 'Novedades para {{name}}', message: design.message, contactId: expect.any(String) });
  });

  it('sends a test of the saved template to the signed-in user from a verified sending domain', async () => {
    const fake = renderBuilder(`templates/stripo-builder/${SAVED_TEMPLATE_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Enviarme una prueba' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviarme una prueba' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Enviar prueba' }));
    expect(await within(dialog).findByText('Prueba enviada a owner@example.com.')).toBeInTheDocument();
    expect(fake.sent('POST /mailerSend/sendEmail')[0].body).toEqual({
      companyId: COMPANY_ID, from: { email: 'owner@mail.demo.example' }, to: { email: 'owner@example.com' }, templateId: SAVED_TEMPLATE_ID, test: true,
    });
  });

  it('explains that a test send needs a verified sending domain, and where to set one up', async () => {
    renderBuilder(`templates/stripo-builder/${SAVED_TEMPLATE_ID}`, { domains: [] });
    await userEvent.click(await screen.findByRole('button', { name: 'Enviarme una prueba' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviarme una prueba' });
    expect(await within(dialog).findByText(/hace falta un dominio de envío verificado/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Configurar dominios de envío' })).toHaveAttribute('href', '/es/templates/domains');
    expect(within(dialog).getByRole('button', { name: 'Enviar prueba' })).toBeDisabled();
  });

  it("shows the server's refusal of a field under it and offers to retry", async () => {
    renderBuilder(`templates/stripo-builder/${SAVED_TEMPLATE_ID}`, { refuseUpdate: true });
    await userEvent.click(await screen.findByRole('button', { name: 'simulate an edit' }));
    await waitFor(() => expect(status()).toHaveTextContent('Error al guardar'), { timeout: 4000 });
    // The field's refusal in the interface language (the app's localiser), under the subject.
    expect(screen.getByRole('textbox', { name: /Asunto/ })).toHaveAccessibleDescription('Este valor no es válido.');
    expect(screen.getByText(/No se pudo guardar/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('opens "Send…" on the templates page for the saved template', async () => {
    renderBuilder(`templates/stripo-builder/${SAVED_TEMPLATE_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar…' }));
    expect(await screen.findByTestId('navigated-away')).toHaveTextContent('/es/templates');
  });

  it('lets a role without email:write look without editing', async () => {
    const fake = renderBuilder(`templates/stripo-builder/${SAVED_TEMPLATE_ID}`, {}, 'viewer');
    expect(await screen.findByText('Tu rol puede ver esta plantilla pero no cambiarla.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Asunto/ })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Enviar…' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'simulate an edit' }));
    await act(() => new Promise((r) => setTimeout(r, 1700)));
    expect(fake.sent('PUT /templates/:templateId')).toEqual([]);
  });

  it('says when the template does not exist, with the way back', async () => {
    renderBuilder('templates/stripo-builder/00000000-0000-4000-8014-000000000099');
    expect(await screen.findByText('Esta plantilla no existe o no es de la empresa seleccionada.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a plantillas' })).toHaveAttribute('href', '/es/templates');
  });
});
