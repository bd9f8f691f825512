import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CrmStoryWrapper } from '../../crm/stories/CrmStoryWrapper';
import { emailServer } from '../emailFake';
import { EmailStatistics } from './EmailStatistics';
import * as stories from './EmailStatistics.stories';

const { LastThirtyDays, OneTag, NothingSent, English } = composeStories(stories);
const figure = (name: string) => screen.getByRole('region', { name });

describe('email statistics', () => {
  it('shows the last 30 days: figures and rates in the user language, and a table by tag', async () => {
    render(<LastThirtyDays />);
    await waitFor(() => expect(within(figure('Enviados')).getByText('320')).toBeInTheDocument());
    expect(within(figure('Entregados')).getByText('314')).toBeInTheDocument();
    expect(within(figure('Aperturas únicas')).getByText('128')).toBeInTheDocument();
    expect(within(figure('Tasa de entrega')).getByText('98,1 %')).toBeInTheDocument();
    expect(screen.getByText('Del 27 oct 2026 al 25 nov 2026')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Por etiqueta' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['otoño', '(sin etiqueta)']);
    expect(rows[0]).toHaveTextContent('300');
  });

  it('asks again for another period', async () => {
    const fake = emailServer();
    render(<CrmStoryWrapper server={fake.server} path="templates/stats"><EmailStatistics today="2026-11-25" /></CrmStoryWrapper>);
    await waitFor(() => expect(within(figure('Enviados')).getByText('320')).toBeInTheDocument());
    expect(fake.server.calls.find((c) => c.key === 'GET /mailersend/stats/basic')!.args.query).toMatchObject({ from: '2026-10-27', to: '2026-11-25' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Periodo' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Últimos 7 días' }));
    await waitFor(() => expect(within(figure('Enviados')).getByText('200')).toBeInTheDocument());
    expect(fake.server.calls.filter((c) => c.key === 'GET /mailersend/stats/basic').at(-1)!.args.query).toMatchObject({ from: '2026-11-19', to: '2026-11-25' });
  });

  it('asks for no more than the longest period the server answers', async () => {
    const fake = emailServer();
    render(<CrmStoryWrapper server={fake.server} path="templates/stats"><EmailStatistics today="2026-11-25" /></CrmStoryWrapper>);
    await waitFor(() => expect(within(figure('Enviados')).getByText('320')).toBeInTheDocument());
    const asked = fake.server.calls.length;
    await userEvent.click(screen.getByRole('combobox', { name: 'Periodo' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Personalizado' }));
    const from = screen.getByLabelText('Desde');
    await userEvent.clear(from);
    await userEvent.type(from, '2024-01-01');
    expect(await screen.findByText('Elige un periodo de 366 días como mucho.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Enviados' })).not.toBeInTheDocument();
    expect(fake.server.calls.slice(asked).filter((c) => c.args.query?.from === '2024-01-01')).toEqual([]);
  });

  it('filters by the tag in the address, and back to every tag', async () => {
    render(<OneTag />);
    await waitFor(() => expect(within(figure('Enviados')).getByText('300')).toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Etiqueta' })).toHaveTextContent('otoño');
    await userEvent.click(screen.getByRole('combobox', { name: 'Etiqueta' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Todas las etiquetas' }));
    await waitFor(() => expect(within(figure('Enviados')).getByText('320')).toBeInTheDocument());
  });

  it('says when nothing was sent, and reads in English', async () => {
    const { unmount } = render(<NothingSent />);
    expect(await screen.findByRole('heading', { name: 'Nada enviado en este periodo' })).toBeInTheDocument();
    unmount();
    render(<English />);
    await waitFor(() => expect(within(figure('Delivery rate')).getByText('98.1%')).toBeInTheDocument());
  });
});
