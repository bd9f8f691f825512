import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './CopyableValue.stories';

const { DkimValue, Hostname } = composeStories(stories);

describe('CopyableValue', () => {
  it('shows the value as labelled, focusable text and copies it', async () => {
    const user = userEvent.setup();
    render(<DkimValue />);
    const value = screen.getByLabelText('Valor');
    expect(value).toHaveTextContent(DkimValue.args.value!);
    expect(value).toHaveAttribute('tabindex', '0');
    await user.click(screen.getByRole('button', { name: 'Copiar el valor del registro DKIM' }));
    expect(await navigator.clipboard.readText()).toBe(DkimValue.args.value);
    expect(DkimValue.args.onCopied).toHaveBeenCalledWith();
  });

  it('says when the browser refused the clipboard', async () => {
    const user = userEvent.setup();
    render(<Hostname />);
    const refusal = new Error('denied');
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(refusal);
    await user.click(screen.getByRole('button', { name: 'Copiar el nombre del registro DKIM' }));
    expect(Hostname.args.onCopied).toHaveBeenCalledWith(refusal);
  });
});
