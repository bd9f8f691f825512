import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as stories from './DateRangePicker.stories';

const { Last30Days, Custom, English, YearPresets } = composeStories(stories);

describe('DateRangePicker', () => {
  // The stories share one spy: each test counts its own calls.
  beforeEach(() => vi.mocked(Last30Days.args.onChange!).mockClear());

  it('shows the preset a range is, with its days in words', () => {
    render(<Last30Days />);
    expect(screen.getByRole('combobox', { name: 'Periodo' })).toHaveTextContent('Últimos 30 días');
    expect(screen.getByText('Del 26 oct 2026 al 24 nov 2026')).toBeInTheDocument();
  });

  it('picks a preset with the keyboard and reports its range', async () => {
    render(<Last30Days />);
    screen.getByRole('combobox', { name: 'Periodo' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('option', { name: 'Este mes' }));
    expect(Last30Days.args.onChange).toHaveBeenLastCalledWith({ from: '2026-11-01', to: '2026-11-24' });
    expect(screen.getByText('Del 1 nov 2026 al 24 nov 2026')).toBeInTheDocument();
  });

  it('refuses an end before the start, in words, and reports nothing until it is right', () => {
    render(<Custom />);
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-11-01' } });
    expect(screen.getByText('El final no puede ser anterior al inicio.')).toBeInTheDocument();
    expect(Custom.args.onChange).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-11-20' } });
    expect(Custom.args.onChange).toHaveBeenLastCalledWith({ from: '2026-11-02', to: '2026-11-20' });
    expect(screen.queryByText('El final no puede ser anterior al inicio.')).not.toBeInTheDocument();
  });

  it('speaks English', () => {
    render(<English />);
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveTextContent('Last 30 days');
    expect(screen.getByText('26 Oct 2026 to 24 Nov 2026')).toBeInTheDocument();
  });

  it("offers only the screen's presets, the last 365 days among them", async () => {
    render(<YearPresets />);
    expect(screen.getByRole('combobox', { name: 'Periodo' })).toHaveTextContent('Últimos 365 días');
    await userEvent.click(screen.getByRole('combobox', { name: 'Periodo' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Últimos 7 días', 'Últimos 30 días', 'Últimos 90 días', 'Últimos 365 días', 'Personalizado']);
  });
});
