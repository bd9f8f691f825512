import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './SearchAdPreview.stories';

const { Mobile, Desktop, OverLimit, Empty, English } = composeStories(stories);

const headline = () => screen.getByTestId('ad-headline');
const description = () => screen.getByTestId('ad-description');

describe('SearchAdPreview', () => {
  it('shows the ad as the results page does: sponsored, the display URL with its paths, three headlines joined', () => {
    render(<Desktop />);
    const ad = screen.getByRole('figure', { name: 'Anuncio de búsqueda en un ordenador' });
    expect(within(ad).getByText('Patrocinado')).toBeInTheDocument();
    expect(within(ad).getByTestId('ad-display-url')).toHaveTextContent(/^www\.fontaneria-lopez\.es\/fontaneros\/madrid$/);
    // The empty second headline is skipped.
    expect(headline()).toHaveTextContent(/^Fontanero urgente en Madrid \| Llegamos en menos de 1 hora \| Presupuesto sin compromiso$/);
  });

  it('shows at most three of the six headlines and two of the three descriptions', () => {
    render(<Desktop />);
    expect(headline().textContent!.split(' | ')).toHaveLength(3);
    expect(screen.queryByText(/Fontanería López desde 1998/)).not.toBeInTheDocument();
    expect(description()).toHaveTextContent(
      'Reparamos fugas, atascos y calderas el mismo día. Precio cerrado antes de empezar. Técnicos con 25 años de experiencia en Madrid y alrededores. Garantía de 1 año.',
    );
    expect(description()).not.toHaveTextContent('Pide cita');
  });

  it('shows the sitelinks (four at most) and the callouts under the ad', () => {
    render(<Desktop />);
    const sitelinks = within(screen.getByRole('list', { name: 'Enlaces de sitio' })).getAllByRole('listitem');
    expect(sitelinks.map((item) => item.firstChild!.firstChild!.textContent)).toEqual(['Pide presupuesto', 'Urgencias 24 h', 'Calderas', 'Opiniones']);
    expect(screen.getByText('Respuesta en 30 minutos')).toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'Textos destacados' })).toHaveTextContent('Presupuesto gratis · Sin desplazamiento · Garantía de 1 año · Pago con tarjeta');
  });

  it('walks through the headline combinations, in the same order every time, and back round', async () => {
    render(<Desktop />);
    expect(screen.getByText('Combinación 1 de 20')).toBeInTheDocument();
    // Nothing is said while the user only types.
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    const next = screen.getByRole('button', { name: 'Ver otra combinación' });
    await userEvent.click(next);
    expect(headline()).toHaveTextContent(/^Fontanero urgente en Madrid \| Llegamos en menos de 1 hora \| Fontanería López desde 1998$/);
    expect(description()).toHaveTextContent(/^Reparamos fugas.*Pide cita en línea o llámanos: sin desplazamiento en la M-30\.$/);
    expect(screen.getByText('Combinación 2 de 20')).toBeInTheDocument();
    // Said once per press, with the headlines now shown.
    expect(screen.getByRole('status')).toHaveTextContent('Combinación 2 de 20: Fontanero urgente en Madrid | Llegamos en menos de 1 hora | Fontanería López desde 1998');
    for (let i = 0; i < 19; i++) await userEvent.click(next);
    expect(headline()).toHaveTextContent(/^Fontanero urgente en Madrid \| Llegamos en menos de 1 hora \| Presupuesto sin compromiso$/);
    expect(screen.getByText('Combinación 1 de 20')).toBeInTheDocument();
  });

  it('draws a call button on a phone (not a button: it says the number it would call), and the number as text on a computer', () => {
    const { unmount } = render(<Mobile />);
    expect(screen.getByRole('figure', { name: 'Anuncio de búsqueda en un móvil' })).toBeInTheDocument();
    const call = screen.getByTestId('ad-call-button');
    expect(call).toHaveTextContent('Llamar');
    expect(within(call).getByText('Llamar al 912 345 678')).toBeInTheDocument();
    expect(call).not.toHaveAttribute('title');
    expect(screen.queryByRole('button', { name: /Llamar/ })).not.toBeInTheDocument();
    unmount();
    render(<Desktop />);
    expect(screen.queryByTestId('ad-call-button')).not.toBeInTheDocument();
    expect(screen.getByText('912 345 678')).toBeInTheDocument();
  });

  it('cuts texts past their limits with an ellipsis, the URL’s host typed without a scheme', () => {
    render(<OverLimit />);
    expect(headline()).toHaveTextContent(/^Fontanero urgente en Madrid ho… \| Presupuesto sin compromiso \| Llegamos en menos de 1 hora$/);
    expect(description()).toHaveTextContent(/^Reparamos fugas, atascos y calderas el mismo día con precio cerrado antes de empezar a tra… Garantía de 1 año\.$/);
    expect(screen.getByTestId('ad-display-url')).toHaveTextContent(/^fontaneria-lopez\.es\/fontaneros-madr…$/);
    expect(screen.getByRole('note', { name: 'Textos destacados' })).toHaveTextContent(/^Presupuesto gratis en 24…$/);
    expect(screen.getByRole('button', { name: 'Ver otra combinación' })).toBeDisabled();
  });

  it('says where the texts will go while there are none', () => {
    render(<Empty />);
    expect(headline()).toHaveTextContent('Tus títulos aparecerán aquí');
    expect(description()).toHaveTextContent('Y aquí tus descripciones.');
    expect(screen.getByTestId('ad-display-url')).toHaveTextContent('www.ejemplo.com');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('speaks English', async () => {
    render(<English />);
    expect(screen.getByText('Sponsored')).toBeInTheDocument();
    expect(screen.getByTestId('ad-display-url')).toHaveTextContent('www.lopezplumbing.co.uk/plumbers/london');
    expect(headline()).toHaveTextContent('Emergency Plumber in London | At Your Door Within an Hour | Free, No-Obligation Quotes');
    await userEvent.click(screen.getByRole('button', { name: 'Show another combination' }));
    expect(headline()).toHaveTextContent('Emergency Plumber in London | At Your Door Within an Hour | Family Run Since 1998');
    expect(screen.getByText('Combination 2 of 4')).toBeInTheDocument();
  });
});
