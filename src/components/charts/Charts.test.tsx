import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import * as stories from './Charts.stories';
import { stepConversions } from './FunnelChart';

const { WithData, Loading, Empty, English, StackedBars } = composeStories(stories);

describe('charts', () => {
  beforeAll(() => {
    // jsdom lays nothing out; the charts only need the observer to exist.
    globalThis.ResizeObserver ??= class { observe() {} unobserve() {} disconnect() {} } as unknown as typeof ResizeObserver;
  });

  it('give screen readers the figures as a table, formatted in the user language', () => {
    render(<WithData />);
    const clicks = within(screen.getByRole('region', { name: 'Clics y conversiones por día' })).getByRole('table');
    expect(within(clicks).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Categoría', 'Clics', 'Conversiones']);
    expect(within(within(clicks).getByRole('rowheader', { name: '21 nov' }).closest('tr')!).getByText('1.502')).toBeInTheDocument();
    const cost = within(screen.getByRole('region', { name: 'Coste por campaña' })).getByRole('table');
    expect(within(cost).getByText(/1\.290,10\s€/)).toBeInTheDocument();
  });

  it("shows a funnel step's conversion from the step before", () => {
    expect(stepConversions([{ label: 'a', value: 200 }, { label: 'b', value: 50 }, { label: 'c', value: 0 }, { label: 'd', value: 3 }])).toEqual([null, 0.25, 0, null]);
    render(<WithData />);
    const funnel = within(screen.getByRole('region', { name: 'Embudo de la campaña' })).getByRole('table');
    const clicks = within(funnel).getByRole('rowheader', { name: 'Clics' }).closest('tr')!;
    expect(clicks).toHaveTextContent('1.930');
    expect(clicks).toHaveTextContent('4 %');
  });

  it('lets a sighted user switch a chart to its table', async () => {
    render(<WithData />);
    const region = screen.getByRole('region', { name: 'Coste por campaña' });
    await userEvent.click(within(region).getByRole('button', { name: 'Ver como tabla' }));
    expect(within(region).getByRole('button', { name: 'Ver como tabla' })).toHaveAttribute('aria-pressed', 'true');
    expect(region.querySelector('svg.MuiChartsSurface-root, svg')).toBeNull();
  });

  it('show a placeholder while loading and an empty state without data', () => {
    const { unmount } = render(<Loading />);
    expect(screen.getAllByLabelText('Cargando…')).toHaveLength(3);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    unmount();
    render(<Empty />);
    expect(screen.getAllByText('No hay datos en este periodo')).toHaveLength(3);
  });

  it('speak English', () => {
    render(<English />);
    expect(screen.getAllByRole('button', { name: 'Show as table' })).toHaveLength(3);
  });

  it('a stacked bar chart still reads each part as its own column', () => {
    render(<StackedBars />);
    const table = screen.getByRole('table', { name: 'Contactos por origen' });
    expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Categoría', 'Formulario', 'Chat']);
    expect(within(table).getByRole('row', { name: /24 nov/ })).toHaveTextContent('24 nov203');
  });
});
