import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './QrCode.stories';

const { Pairing, TooLong } = composeStories(stories);

describe('QrCode', () => {
  it('draws the code locally as an SVG image with its text alternative', async () => {
    render(<Pairing />);
    const image = await screen.findByRole('img', { name: 'Código QR para vincular el teléfono' });
    const svg = decodeURIComponent(image.getAttribute('src')!.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));
    expect(svg).toMatch(/^<svg[^>]+viewBox="0 0 (\d+) \1"/);
    expect(svg).toContain('<path');
  });

  it('says so when the value cannot be encoded', async () => {
    render(<TooLong />);
    expect(await screen.findByRole('alert')).toHaveTextContent('No se ha podido generar el código QR.');
  });
});
