import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CrmStoryWrapper } from '../../crm/stories/CrmStoryWrapper';
import { LandingPixelsDialog } from './LandingPixelsDialog';
import * as stories from './LandingPixelsDialog.stories';
import { LANDING_CLINIC, landingsServer, PIXEL_BLOG, PIXEL_SHOP, type LandingsData } from './landingsFake';

const { EveryPixel, OnlyChosen, NoCompanyPixels, LoadFailed, English } = composeStories(stories);
const ALL = 'Todos los píxeles de la empresa (también los que añadas después)';
const SOME = 'Solo los que elijas';
const SHOP = `Píxel de la tienda ID ${PIXEL_SHOP}`;
const BLOG = `Píxel del blog ID ${PIXEL_BLOG}`;

function renderDialog(pixelIds: string[] | null, change?: (data: LandingsData) => void) {
  const fake = landingsServer(change);
  const onClose = vi.fn();
  const onSaved = vi.fn();
  render(
    <CrmStoryWrapper server={fake.server} path="projects" route="projects">
      <LandingPixelsDialog landing={{ _id: LANDING_CLINIC, name: 'Clínica Sol', pixelIds }} onClose={onClose} onSaved={onSaved} />
    </CrmStoryWrapper>,
  );
  const saves = () => fake.server.calls.filter((c) => c.key === 'PUT /updateLandingData/:landingId');
  return { fake, onClose, onSaved, saves };
}

describe('landing pixels dialog', () => {
  it('starts from every pixel; choosing only the shop pixel sends exactly it, announces it and closes', async () => {
    const { onClose, onSaved, saves } = renderDialog(null);
    const dialog = await screen.findByRole('dialog', { name: 'Píxeles de Meta de «Clínica Sol»' });
    const choice = await within(dialog).findByRole('radiogroup');
    expect(within(choice).getByRole('radio', { name: ALL })).toBeChecked();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();

    await userEvent.click(within(choice).getByRole('radio', { name: SOME }));
    const pixels = within(dialog).getByRole('group', { name: 'Píxeles de la empresa' });
    expect(within(pixels).getAllByRole('checkbox').map((c) => c.closest('label')!.textContent)).toEqual([SHOP, BLOG]);
    expect(pixels).toHaveTextContent('Sin ningún píxel marcado, la página no lleva código de Meta ni aviso de cookies.');
    await userEvent.click(within(pixels).getByRole('checkbox', { name: SHOP }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Píxeles de «Clínica Sol» guardados.')).toBeInTheDocument();
    expect(saves()).toHaveLength(1);
    expect(saves()[0]!.args.body).toMatchObject({ newData: { pixelIds: [PIXEL_SHOP] } });
    expect(Object.keys((saves()[0]!.args.body as { newData: object }).newData)).toEqual(['pixelIds']);
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it('says when the choice reaches the page', async () => {
    render(<EveryPixel />);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('radio', { name: ALL })).toBeChecked();
    expect(dialog).toHaveTextContent('Una landing publicada cambia al guardar; una en borrador lleva esta elección al publicarla.');
  });

  it('is used with the keyboard: a landing with its own choice goes back to every pixel (null)', async () => {
    const user = userEvent.setup();
    render(<OnlyChosen />);
    const dialog = await screen.findByRole('dialog');
    const some = await within(dialog).findByRole('radio', { name: SOME });
    expect(some).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: SHOP })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: BLOG })).not.toBeChecked();
    // Tick the blog pixel with Space, then choose every pixel with the arrow keys.
    within(dialog).getByRole('checkbox', { name: BLOG }).focus();
    await user.keyboard(' ');
    expect(within(dialog).getByRole('checkbox', { name: BLOG })).toBeChecked();
    some.focus();
    await user.keyboard('{ArrowUp}');
    expect(within(dialog).getByRole('radio', { name: ALL })).toBeChecked();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('saves every pixel as null, and an empty choice as []', async () => {
    const { saves } = renderDialog([PIXEL_SHOP]);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: SHOP }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]!.args.body).toMatchObject({ newData: { pixelIds: [] } });
  });

  it('keeps the dialog open with the reason when the server refuses (a pixel removed meanwhile)', async () => {
    const { fake, onClose } = renderDialog(null);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('radio', { name: SOME }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: BLOG }));
    fake.data.companyPixels = fake.data.companyPixels.filter((p) => p.pixelId !== PIXEL_BLOG);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Añade antes este píxel en Integraciones.');
    expect(await screen.findByText('No se han podido guardar los píxeles de «Clínica Sol»: Añade antes este píxel en Integraciones.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says when the company has no pixel yet, with the way to the integrations screen', async () => {
    render(<NoCompanyPixels />);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('heading', { level: 3, name: 'La empresa aún no tiene píxeles de Meta' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Ir a Integraciones' })).toHaveAttribute('href', '/es/integrations');
    expect(within(dialog).queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });

  it('says when the pixels could not be read, with retry', async () => {
    render(<LoadFailed />);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('No se han podido cargar los píxeles de la empresa.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('speaks English', async () => {
    render(<English />);
    const dialog = await screen.findByRole('dialog', { name: 'Meta pixels of “Clínica Sol”' });
    expect(await within(dialog).findByRole('radio', { name: 'Only the ones you choose' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Every pixel of the company (including ones you add later)' })).not.toBeChecked();
    expect(within(dialog).getByRole('group', { name: "The company's pixels" })).toHaveTextContent('With no pixel ticked, the page carries no Meta code and no cookie notice.');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});
