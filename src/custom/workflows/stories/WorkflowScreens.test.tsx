import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockReactFlow } from '../builder/testing/mockReactFlow';
import * as stories from './WorkflowScreens.stories';

const { ListEnglish, BuilderFaultyDraft, RunsEnglish, BuilderNew } = composeStories(stories);
beforeAll(mockReactFlow);

// The stories are what Storybook shows; each must render its screen over the fake server.
describe('workflow screen stories', { timeout: 40_000 }, () => {
  it('list (English)', async () => {
    render(<ListEnglish />);
    expect(await screen.findByRole('link', { name: 'Bienvenida' })).toBeInTheDocument();
    expect(await screen.findByText('When a contact joins the list “VIP”')).toBeInTheDocument();
  });
  it('builder on a faulty draft', async () => {
    render(<BuilderFaultyDraft />);
    await waitFor(() => expect(document.querySelector('.react-flow__node[data-id="email_1"]')).toBeTruthy());
    expect(screen.getByText('Falta «Plantilla»')).toBeInTheDocument();
  });
  it('new builder', async () => {
    render(<BuilderNew />);
    expect(await screen.findByRole('button', { name: 'Añadir el primer paso (Fin)' })).toBeInTheDocument();
  });
  it('runs (English)', async () => {
    render(<RunsEnglish />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Runs of “Bienvenida”' })).toBeInTheDocument();
  });
});
