import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WithInvoices } from './BillingPage.stories';
import { createFakeBillingClient, sampleInvoice } from './stories/createFakeBillingClient';

describe('BillingPage', () => {
  it('lists the invoices newest first and downloads one as a PDF file', async () => {
    const client = createFakeBillingClient({ plan: 'standard', invoices: [sampleInvoice(2), sampleInvoice(1, { totalCents: 3920 })] });
    const createObjectURL = vi.fn(() => 'blob:invoice');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render(<WithInvoices client={client} language="en" />);

    const table = await screen.findByRole('table', { name: 'Invoices' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['2026-000002', '2026-000001']);
    expect(rows[1]).toHaveTextContent('€39.20');
    await userEvent.setup({ delay: null }).click(within(rows[0]).getByRole('button', { name: 'Download invoice 2026-000002' }));
    expect(client.calls).toContainEqual({ name: 'downloadInvoice', body: { id: sampleInvoice(2)._id } });
    expect(clicked).toHaveBeenCalled();
    expect(createObjectURL).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Manage subscription' })).toHaveAttribute('href', '/en/payment/subscription');
  });

  it('tells a user without invoices, and offers a free user the upgrade (Spanish)', async () => {
    render(<WithInvoices client={createFakeBillingClient()} />);
    expect(await screen.findByText('Todavía no hay facturas.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mejora tu plan' })).toHaveAttribute('href', '/es/payment/changeSubscription');
  });

  it('pages through many invoices with the pagination in Spanish, and names the trial plans in Spanish', async () => {
    const invoices = Array.from({ length: 12 }, (_, i) => sampleInvoice(12 - i, { planId: i === 0 ? 'freetrial1' : 'standard' }));
    const client = createFakeBillingClient({ plan: 'standard', invoices });
    render(<WithInvoices client={client} />);
    const table = await screen.findByRole('table', { name: 'Facturas' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Prueba gratuita');
    expect(screen.getByText('1–10 de 12')).toBeInTheDocument();
    expect(screen.queryByText(/ of /)).not.toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(await screen.findByText('11–12 de 12')).toBeInTheDocument();
    expect(client.calls).toContainEqual({ name: 'listInvoices', body: { page: 2, limit: 10 } });
  });
});
