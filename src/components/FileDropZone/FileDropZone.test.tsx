import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as stories from './FileDropZone.stories';

const { Single, Several } = composeStories(stories);
const png = (name: string, size = 2_500_000) => new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('FileDropZone', () => {
  beforeAll(() => {
    // jsdom has no object URLs.
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });

  it('takes a file from the button, listed with its size and a preview, and removes it', async () => {
    const { container } = render(<Single />);
    expect(screen.getByRole('button', { name: 'Elegir archivo' })).toHaveAccessibleDescription('Arrastra el archivo aquí o elígelo. Hasta 5 MB.');
    await userEvent.upload(container.querySelector('input[type=file]')!, png('oferta.png'));
    const chosen = screen.getByRole('list', { name: 'Archivos elegidos' });
    expect(within(chosen).getByText('oferta.png')).toBeInTheDocument();
    expect(within(chosen).getByText('2,5 MB')).toBeInTheDocument();
    expect(container.querySelector('img[src="blob:preview"]')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Quitar oferta.png' }));
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
  });

  it('refuses a dropped file of another type or too large, saying which and why', () => {
    render(<Several />);
    const zone = screen.getByText('Imagen para enviar').parentElement!;
    const dataTransfer = { files: [new File(['%PDF'], 'factura.pdf', { type: 'application/pdf' }), png('enorme.png', 6_000_000), png('bien.png', 10)] };
    fireEvent.drop(zone, { dataTransfer });
    expect(screen.getByText('«factura.pdf» no es de un tipo admitido.')).toBeInTheDocument();
    expect(screen.getByText('«enorme.png» pesa más de 5 MB.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Archivos elegidos' })).getAllByRole('listitem')).toHaveLength(1);
  });
});
