import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CrmStoryWrapper } from '../../crm/stories/CrmStoryWrapper';
import { CreateWithAiDialog } from './CreateWithAiDialog';
import * as stories from './CreateWithAiDialog.stories';
import { landingAiServer } from './landingAiFake';

const { PlanCapReached, AiFailed, BadImage, English } = composeStories(stories);
const DESCRIPTION = 'Panadería Lucía es una panadería artesanal en Valencia. Horneamos pan de masa madre cada mañana.';
const image = (name: string, type = 'image/png', size = 1000) => new File([new Uint8Array(size)], name, { type });
const fileInputs = () => document.querySelectorAll<HTMLInputElement>('input[type=file]');

async function fillDescription(text = DESCRIPTION) {
  // Pasted: typing a hundred characters one by one only slows the test.
  await userEvent.click(await screen.findByRole('textbox', { name: /Describe tu negocio/ }));
  await userEvent.paste(text);
}

describe('CreateWithAiDialog', () => {
  beforeAll(() => {
    // jsdom has no object URLs (the file previews).
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });

  it('checks the form in the user\'s language before sending, and focuses the first problem', async () => {
    const fake = landingAiServer();
    render(<CrmStoryWrapper server={fake.server} path="projects" route="projects"><CreateWithAiDialog open onClose={vi.fn()} onCreated={vi.fn()} /></CrmStoryWrapper>);
    await userEvent.click(await screen.findByRole('button', { name: 'Crear mi landing' }));
    const description = screen.getByRole('textbox', { name: /Describe tu negocio/ });
    expect(description).toHaveAccessibleDescription(expect.stringContaining('Describe tu negocio.'));
    expect(description).toHaveFocus();
    await userEvent.type(description, 'Pan rico');
    expect(description).toHaveAccessibleDescription(expect.stringContaining('Escribe al menos 20 caracteres (llevas 8).'));
    expect(fake.received).toEqual([]);
  });

  it('refuses a logo of another type or too large as it is chosen, and shows chosen photos with previews', async () => {
    render(<CrmStoryWrapper server={landingAiServer().server} path="projects" route="projects"><CreateWithAiDialog open onClose={vi.fn()} onCreated={vi.fn()} /></CrmStoryWrapper>);
    await screen.findByRole('textbox', { name: /Describe tu negocio/ });
    const [logo, photos] = fileInputs();
    fireEvent.change(logo!, { target: { files: [image('logo.svg', 'image/svg+xml')] } });
    expect(await screen.findByText('«logo.svg» no es de un tipo admitido.')).toBeInTheDocument();
    fireEvent.change(logo!, { target: { files: [image('logo.png', 'image/png', 3_000_000)] } });
    expect(await screen.findByText('«logo.png» pesa más de 2 MB.')).toBeInTheDocument();
    await userEvent.upload(photos!, [image('tienda.jpg', 'image/jpeg'), image('pan.webp', 'image/webp')]);
    const chosen = screen.getAllByRole('list', { name: 'Archivos elegidos' })[0]!;
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('2 de 6 fotos. La primera irá en la cabecera y el resto en una galería.')).toBeInTheDocument();
  });

  it('sends the form with the UI language by default, shows the steps while composing, then hands over the landing', async () => {
    const fake = landingAiServer('created', 150);
    const onCreated = vi.fn();
    render(<CrmStoryWrapper server={fake.server} path="projects" route="projects"><CreateWithAiDialog open onClose={vi.fn()} onCreated={onCreated} /></CrmStoryWrapper>);
    await fillDescription();
    await userEvent.click(screen.getByRole('combobox', { name: 'Objetivo de la página' }));
    await userEvent.click(screen.getByRole('option', { name: 'Recibir reservas o citas' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Tono' }));
    await userEvent.click(screen.getByRole('option', { name: 'Cercano' }));
    expect(screen.getByRole('radio', { name: 'Español' })).toBeChecked();
    await userEvent.type(screen.getByRole('textbox', { name: 'Nombre de la marca (opcional)' }), 'Lucía');
    const [logo, photos] = fileInputs();
    await userEvent.upload(logo!, image('logo.png'));
    await userEvent.upload(photos!, [image('tienda.jpg', 'image/jpeg'), image('pan.png')]);
    await userEvent.click(screen.getByRole('button', { name: 'Crear mi landing' }));

    const steps = await screen.findByRole('list', { name: 'Creando tu landing' });
    expect(within(steps).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Leyendo tu descripción', 'Eligiendo las secciones para tu objetivo', 'Escribiendo los textos', 'Tomando los colores de tu logo', 'Colocando tus fotos', 'Guardando la landing',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Leyendo tu descripción');
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(onCreated.mock.calls[0]![0]).toMatchObject({ name: 'Lucía', language: 'es', status: 'draft' });
    expect(fake.received).toEqual([{
      fields: { description: DESCRIPTION, goal: 'bookings', tone: 'friendly', language: 'es', brand: 'Lucía' },
      files: [{ field: 'logo', name: 'logo.png' }, { field: 'images', name: 'tienda.jpg' }, { field: 'images', name: 'pan.png' }],
    }]);
  });

  it('answers the plan cap with the plan\'s message and the way to billing, keeping the form', async () => {
    render(<PlanCapReached />);
    await fillDescription();
    await userEvent.click(screen.getByRole('button', { name: 'Crear mi landing' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('máximo de landings');
    expect(within(alert).getByRole('link')).toHaveAttribute('href', '/es/billing');
    expect(screen.getByRole('textbox', { name: /Describe tu negocio/ })).toHaveValue(DESCRIPTION);
  });

  it('says when the AI could not compose a page, with a way on', async () => {
    render(<AiFailed />);
    await fillDescription();
    await userEvent.click(screen.getByRole('button', { name: 'Crear mi landing' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No hemos podido componer una página válida. Inténtalo de nuevo o empieza desde una plantilla.');
  });

  it('puts the server\'s refusal of a photo under the photos', async () => {
    render(<BadImage />);
    await fillDescription();
    await userEvent.upload(fileInputs()[1]!, [image('a.png'), image('b.png')]);
    await userEvent.click(screen.getByRole('button', { name: 'Crear mi landing' }));
    expect(await screen.findByText('Ese archivo no es una imagen admitida (se comprueba su contenido, no su nombre).')).toBeInTheDocument();
  });

  it('speaks English and defaults the page to English for an English user', async () => {
    render(<English />);
    expect(await screen.findByRole('heading', { name: 'Create a landing page with AI' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Create my landing page' }));
    expect(screen.getByRole('textbox', { name: /Describe your business/ })).toHaveAccessibleDescription(expect.stringContaining('Describe your business.'));
  });
});
