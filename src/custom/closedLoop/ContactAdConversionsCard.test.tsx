import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeCrmApi } from '../crm/stories/createFakeCrmApi';
import { sampleCrmData } from '../crm/stories/crmFixtures';
import * as stories from './ContactAdConversionsCard.stories';
import { closedLoopServer } from './stories/closedLoopFake';

const { SentAndRejected, SentAndRejectedEnglish, Waiting, ReadOnly, NoAds } = composeStories(stories);

describe('ContactAdConversionsCard', { timeout: 30_000 }, () => {
  it("shows each platform's report of the contact with its status, value and the platform's error", async () => {
    const fake = closedLoopServer();
    render(<SentAndRejected server={fake.server} />);
    const card = await screen.findByRole('region', { name: 'Conversiones en plataformas de anuncios' });
    const items = await within(card).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const meta = items.find((i) => i.textContent?.startsWith('Meta'))!;
    const google = items.find((i) => i.textContent?.startsWith('Google Ads'))!;
    expect(within(google).getByText('Enviada')).toBeInTheDocument();
    expect(google).toHaveTextContent('Venta cerrada (CRM) · etapa Ganado · 300,00 €');
    expect(google).toHaveTextContent(/Enviada: /);
    expect(within(meta).getByText('Rechazada')).toBeInTheDocument();
    expect(meta).toHaveTextContent('Píxel tienda · Purchase');
    // A code with no text of its own (Meta's "unknown"): the platform's words, without the code.
    expect(meta).toHaveTextContent('Invalid parameter: the event is older than 7 days');
    expect(meta).not.toHaveTextContent('unknown');
    expect(within(google).queryByRole('button')).not.toBeInTheDocument();
    // The contact's reports only.
    expect(fake.server.calls.find((c) => c.key === 'GET /offlineConversions/:companyId')?.args.query).toMatchObject({ contactId: fake.crm.contacts[0]._id });
  });

  it('sends a rejected report again and shows it queued', async () => {
    const fake = closedLoopServer();
    render(<SentAndRejectedEnglish server={fake.server} />);
    const card = await screen.findByRole('region', { name: 'Ad platform conversions' });
    await userEvent.click(await within(card).findByRole('button', { name: 'Send again to Meta for Ana García' }));
    expect(await within(card).findByText('Queued')).toBeInTheDocument();
    expect(await screen.findByText('Conversion queued: it will be sent again in a few seconds.')).toBeInTheDocument();
    const retries = fake.server.calls.filter((c) => c.key === 'POST /offlineConversions/:companyId/:conversionId/retry');
    expect(retries.map((c) => c.args.params?.conversionId)).toEqual([fake.data.conversions[1]._id]);
    expect(within(card).queryByRole('button', { name: /^Send again/ })).not.toBeInTheDocument();
  });

  it("explains Google's 6-hour wait with the next attempt's time", async () => {
    render(<Waiting />);
    const card = await screen.findByRole('region', { name: 'Conversiones en plataformas de anuncios' });
    expect(await within(card).findByText('Esperando')).toBeInTheDocument();
    const time = new Intl.DateTimeFormat('es', { hour: '2-digit', minute: '2-digit' }).format(new Date(Date.UTC(2026, 10, 20, 14, 5)));
    expect(card).toHaveTextContent(`Google acepta la conversión 6 h después del clic; nuevo intento a las`);
    expect(card).toHaveTextContent(time);
  });

  it('offers no retry to a viewer, and no card at all for a contact who never came from an ad', async () => {
    const { unmount } = render(<ReadOnly />);
    expect(await screen.findByText('Rechazada')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reintentar/ })).not.toBeInTheDocument();
    unmount();
    const fake = closedLoopServer();
    render(<NoAds server={fake.server} />);
    await waitFor(() => expect(fake.server.calls.some((c) => c.key === 'GET /offlineConversions/:companyId')).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('leaves the contact page as it was when the reports cannot be read', async () => {
    const crmOnly = createFakeCrmApi(sampleCrmData());
    render(<SentAndRejected server={crmOnly} />);
    await waitFor(() => expect(crmOnly.calls.some((c) => c.key === 'GET /offlineConversions/:companyId')).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
