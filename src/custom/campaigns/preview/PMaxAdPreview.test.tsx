import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './PMaxAdPreview.stories';

const { Gallery, WithoutImages, ImagesOnPlatform, English } = composeStories(stories);

describe('PMaxAdPreview', () => {
  it('shows the three formats, each named, in a region named by its heading', () => {
    render(<Gallery />);
    const gallery = screen.getByRole('region', { name: 'Vista previa de Performance Max' });
    expect(within(gallery).getByRole('heading', { level: 3, name: 'Vista previa de Performance Max' })).toBeInTheDocument();
    expect(gallery.querySelectorAll('a, button, input, [tabindex]')).toHaveLength(0);
    expect(within(gallery).getAllByRole('figure').map((f) => f.querySelector('figcaption')!.textContent)).toEqual([
      'En la Búsqueda',
      'En Display, horizontal',
      'En Display, cuadrado',
    ]);
  });

  it('puts the business, its headlines and descriptions in the search-like ad', () => {
    render(<Gallery />);
    const search = screen.getByRole('figure', { name: 'En la Búsqueda' });
    expect(within(search).getByText('Patrocinado')).toBeInTheDocument();
    expect(within(search).getByText('Fontanería López')).toBeInTheDocument();
    expect(within(search).getByTestId('ad-display-url')).toHaveTextContent('www.fontaneria-lopez.es');
    expect(within(search).getByTestId('ad-headline')).toHaveTextContent('Fontanero en Madrid | Urgencias 24 h');
  });

  it('shows the landscape image with the long headline, and the square image with a short one, each with alt text', () => {
    render(<Gallery />);
    const display = screen.getByRole('figure', { name: 'En Display, horizontal' });
    expect(within(display).getByRole('img', { name: 'Imagen del anuncio de Fontanería López' })).toHaveAttribute('src', expect.stringContaining('382'));
    expect(within(display).getByText('Fontanería López: fugas, atascos y calderas reparados hoy en Madrid, con precio cerrado')).toBeInTheDocument();
    expect(within(display).getByRole('img', { name: 'Logotipo de Fontanería López' })).toBeInTheDocument();
    const square = screen.getByRole('figure', { name: 'En Display, cuadrado' });
    expect(within(square).getByRole('img', { name: 'Imagen del anuncio de Fontanería López' })).toHaveAttribute('src', expect.stringContaining('240'));
    expect(within(square).getByText('Fontanero en Madrid')).toBeInTheDocument();
  });

  it('says which image each card still needs', () => {
    render(<WithoutImages />);
    expect(screen.getByText('Añade una imagen horizontal (1,91:1)')).toBeInTheDocument();
    expect(screen.getByText('Añade una imagen cuadrada (1:1)')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    // No long headline yet: the landscape card falls back on the first headline.
    expect(within(screen.getByRole('figure', { name: 'En Display, horizontal' })).getByText('Fontanero en Madrid')).toBeInTheDocument();
  });

  it('says which images the group has when they cannot be drawn, rather than asking for them', () => {
    render(<ImagesOnPlatform />);
    expect(screen.getByText('Tu imagen horizontal')).toBeInTheDocument();
    expect(screen.getByText('Tu imagen cuadrada')).toBeInTheDocument();
    expect(screen.queryByText(/^Añade una imagen/)).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('speaks English', () => {
    render(<English />);
    expect(screen.getByRole('region', { name: 'Performance Max preview' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'On Display, landscape' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Ad image of López Plumbing' })).toHaveLength(2);
    expect(screen.getAllByText('Open')).toHaveLength(2);
  });
});
