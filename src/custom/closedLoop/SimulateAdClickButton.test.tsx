import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_SEARCH } from '../campaigns/createad/stories/adsFixtures';
import * as stories from './SimulateAdClickButton.stories';
import { closedLoopServer } from './stories/closedLoopFake';
import { toLocalInput } from './SimulateAdClickButton';

const { Sandbox, SandboxEnglish, RealPlatform } = composeStories(stories);
const clicks = (fake: ReturnType<typeof closedLoopServer>) => fake.server.calls.filter((c) => c.key === 'POST /campaigns/sandbox/ad-click').map((c) => c.args.body as { campaignId: string; clickedAt: string });

describe('SimulateAdClickButton', { timeout: 30_000 }, () => {
  it('simulates a click a day ago by default and shows the landing address to open in a new tab or copy', async () => {
    const user = userEvent.setup();
    const fake = closedLoopServer();
    render(<Sandbox server={fake.server} />);
    await user.click(await screen.findByRole('button', { name: 'Simular un clic en el anuncio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Simular un clic en el anuncio' });
    expect(dialog).toHaveTextContent('Google solo acepta la conversión offline de un clic 6 horas después del clic');
    const when = within(dialog).getByLabelText(/Cuándo hizo clic/);
    const dayAgo = Date.now() - 24 * 3600_000;
    expect(Math.abs(new Date((when as HTMLInputElement).value).getTime() - dayAgo)).toBeLessThan(2 * 60_000);
    await user.click(within(dialog).getByRole('button', { name: 'Simular el clic' }));
    const link = await within(dialog).findByRole('link', { name: /gclid=sandbox-gclid-/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    const sent = clicks(fake).at(-1)!;
    expect(sent.campaignId).toBe(CAMPAIGN_SEARCH);
    expect(toLocalInput(new Date(sent.clickedAt))).toBe((when as HTMLInputElement).value);
    await user.click(within(dialog).getByRole('button', { name: 'Copiar la dirección' }));
    expect(await navigator.clipboard.readText()).toBe(link.getAttribute('href'));
  });

  it('shows a refused time under the field', async () => {
    const user = userEvent.setup();
    render(<SandboxEnglish />);
    await user.click(await screen.findByRole('button', { name: 'Simulate an ad click' }));
    const dialog = await screen.findByRole('dialog');
    const when = within(dialog).getByLabelText(/When they clicked/);
    await user.clear(when);
    await user.type(when, toLocalInput(new Date(Date.now() + 3 * 24 * 3600_000)));
    await user.click(within(dialog).getByRole('button', { name: 'Simulate the click' }));
    expect(await within(dialog).findByText('The click cannot be in the future')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
  });

  it('is not there when the ad platform is not the sandbox', async () => {
    const fake = closedLoopServer('configured', (d) => { d.sandbox = false; });
    render(<RealPlatform server={fake.server} />);
    await waitFor(() => expect(fake.server.calls.some((c) => c.key === 'GET /campaigns/platform/:companyId')).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: 'Simular un clic en el anuncio' })).not.toBeInTheDocument();
    expect(clicks(fake)).toEqual([]);
  });
});
