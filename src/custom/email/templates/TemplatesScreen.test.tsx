import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CrmStoryWrapper } from '../../crm/stories/CrmStoryWrapper';
import { emailServer, TEMPLATE_PROMO, TEMPLATE_WELCOME, type EmailData } from '../emailFake';
import { TemplatesScreen } from './TemplatesScreen';
import * as stories from './TemplatesScreen.stories';

const { WithTemplates, Empty, LoadFailed, ReadOnlyRole, SendFromBuilder, NoVerifiedDomain, English } = composeStories(stories);
const cardOf = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('article')!;

function renderTemplates(change?: (data: EmailData) => void) {
  const fake = emailServer(change);
  render(<CrmStoryWrapper server={fake.server} path="templates" route="templates"><TemplatesScreen /></CrmStoryWrapper>);
  return fake;
}

describe('email templates page', () => {
  it('shows the gallery in the user language with links into the builder, and a blank start', async () => {
    render(<WithTemplates />);
    const gallery = await screen.findByRole('list', { name: 'Empieza desde una plantilla' });
    expect(within(gallery).getByRole('img', { name: 'Miniatura de la plantilla «Boletín mensual»' })).toHaveAttribute('src', expect.stringContaining('data:image/svg+xml'));
    expect(within(gallery).queryByText('Monthly newsletter')).not.toBeInTheDocument();
    expect(within(gallery).getByText('Boletín')).toBeInTheDocument();
    expect(within(gallery).getByRole('link', { name: 'Usar la plantilla «Boletín mensual»' })).toHaveAttribute('href', '/es/templates/stripo-builder?from=g-newsletter-es&lang=es');
    expect(within(gallery).getByRole('link', { name: 'Empezar en blanco' })).toHaveAttribute('href', '/es/templates/stripo-builder?lang=es');
  });

  it('asks for the gallery with the builder token, in English for an English user', async () => {
    const fake = emailServer();
    render(<CrmStoryWrapper server={fake.server} path="templates" route="templates" language="en"><TemplatesScreen /></CrmStoryWrapper>);
    const gallery = await screen.findByRole('list', { name: 'Start from a template' });
    expect(within(gallery).getByRole('link', { name: 'Use the template “Monthly newsletter”' })).toHaveAttribute('href', '/en/templates/stripo-builder?from=g-newsletter-en&lang=en');
    const call = fake.server.calls.find((c) => c.key === 'GET /stripo/templates')!;
    expect(call.args.headers).toEqual({ 'x-stripo-token': 'builder-token' });
    expect(call.args.query).toMatchObject({ language: 'en', type: 'BASIC', limit: 50 });
  });

  it('lists the company templates as cards, searches on the server and opens one in the builder', async () => {
    const { server } = renderTemplates();
    const list = await screen.findByRole('list', { name: 'Tus plantillas' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const welcome = cardOf('Bienvenida');
    expect(welcome).toHaveTextContent('Asunto: Hola {{name|amigo}}');
    expect(within(welcome).getByRole('link', { name: 'Editar «Bienvenida» en el editor' })).toHaveAttribute('href', `/es/templates/stripo-builder/${TEMPLATE_WELCOME}`);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar por nombre o asunto' }), 'rebajas');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Bienvenida' })).not.toBeInTheDocument());
    expect(server.calls.filter((c) => c.key === 'GET /templates').at(-1)!.args.query).toMatchObject({ q: 'rebajas' });
  });

  it('duplicates a template with the builder token and a "(copia)" name', async () => {
    const { server, data } = renderTemplates();
    await screen.findByRole('list', { name: 'Tus plantillas' });
    await userEvent.click(within(cardOf('Rebajas de otoño')).getByRole('button', { name: 'Duplicar «Rebajas de otoño»' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Rebajas de otoño (copia)' })).toBeInTheDocument();
    const create = server.calls.find((c) => c.key === 'POST /templates')!;
    expect(create.args.headers).toEqual({ 'x-stripo-token': 'builder-token' });
    expect(create.args.body).toMatchObject({ name: 'Rebajas de otoño (copia)', subject: 'Un 20 % para ti', message: expect.stringContaining('<h1>Rebajas de otoño</h1>'), originalHtml: '<mjml></mjml>' });
    expect(data.templates).toHaveLength(3);
  });

  it('deletes a template only after confirming', async () => {
    const { data } = renderTemplates();
    await screen.findByRole('list', { name: 'Tus plantillas' });
    await userEvent.click(within(cardOf('Bienvenida')).getByRole('button', { name: 'Eliminar «Bienvenida»' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar la plantilla «Bienvenida»?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    // While the dialog closes the page behind it is hidden from assistive technology.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(data.templates).toHaveLength(2);
    await userEvent.click(within(cardOf('Bienvenida')).getByRole('button', { name: 'Eliminar «Bienvenida»' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Bienvenida' })).not.toBeInTheDocument());
    expect(data.templates.map((t) => t._id)).toEqual([TEMPLATE_PROMO]);
  });

  it('previews the saved HTML only inside a sandboxed frame', async () => {
    renderTemplates();
    await screen.findByRole('list', { name: 'Tus plantillas' });
    await userEvent.click(within(cardOf('Bienvenida')).getByRole('button', { name: 'Vista previa de «Bienvenida»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vista previa: Bienvenida' });
    const frame = await within(dialog).findByTitle('Vista previa de la plantilla «Bienvenida»');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('<script>parent.stolen = true</script>');
    expect((window as unknown as { stolen?: boolean }).stolen).toBeUndefined();
  });

  it('opens the send dialog for the template named in ?send=', async () => {
    render(<SendFromBuilder />);
    const dialog = await screen.findByRole('dialog', { name: 'Enviar una plantilla' });
    expect(await within(dialog).findByRole('combobox', { name: 'Plantilla' })).toHaveTextContent('Bienvenida');
    expect(within(dialog).getByRole('textbox', { name: 'Asunto' })).toHaveValue('Hola {{name|amigo}}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('explains that a verified sending domain is needed, with the way to verify one', async () => {
    render(<NoVerifiedDomain />);
    const dialog = await screen.findByRole('dialog', { name: 'Enviar una plantilla' });
    expect(await within(dialog).findByText(/necesitas un dominio de envío verificado/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Verificar un dominio' })).toHaveAttribute('href', '/es/templates/domains');
    expect(within(dialog).getByRole('button', { name: 'Enviar' })).toBeDisabled();
  });

  it('offers no create, duplicate, delete or send to a role without email:write', async () => {
    render(<ReadOnlyRole />);
    await screen.findByRole('list', { name: 'Tus plantillas' });
    const welcome = cardOf('Bienvenida');
    expect(within(welcome).getByRole('button', { name: 'Vista previa de «Bienvenida»' })).toBeInTheDocument();
    for (const name of ['Duplicar «Bienvenida»', 'Eliminar «Bienvenida»', 'Enviar «Bienvenida»']) expect(within(welcome).queryByRole('button', { name })).not.toBeInTheDocument();
    expect(within(welcome).queryByRole('link', { name: 'Editar «Bienvenida» en el editor' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nueva plantilla' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Usar la plantilla/ })).not.toBeInTheDocument();
  });

  it('shows the empty state, a failed load, and English', async () => {
    const { unmount } = render(<Empty />);
    expect(await screen.findByRole('heading', { name: 'Aún no tienes plantillas' })).toBeInTheDocument();
    unmount();
    const failed = render(<LoadFailed />);
    expect(await screen.findByText('No se han podido cargar las plantillas.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    failed.unmount();
    render(<English />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Email templates' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Bienvenida' })).toBeInTheDocument();
  });
});
