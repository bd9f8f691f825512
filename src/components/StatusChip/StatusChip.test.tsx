import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './StatusChip.stories';

const { Light } = composeStories(stories);

describe('StatusChip', () => {
  it('says each status in words and gives it its declared tone (unlisted: neutral outline)', () => {
    render(<Light />);
    const chip = (label: string) => screen.getByText(label).closest('.MuiChip-root')!;
    expect(chip('Aprobada')).toHaveClass('MuiChip-colorSuccess');
    expect(chip('Rechazada')).toHaveClass('MuiChip-colorError');
    expect(chip('En revisión')).toHaveClass('MuiChip-colorWarning');
    expect(chip('Borrador')).toHaveClass('MuiChip-outlined');
  });
});
