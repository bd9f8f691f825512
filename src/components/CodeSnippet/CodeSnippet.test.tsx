import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './CodeSnippet.stories';

const { ScriptTag, MultiLine } = composeStories(stories);

describe('CodeSnippet', () => {
  it('shows the code as text in a named, focusable block and copies it', async () => {
    const user = userEvent.setup();
    render(<ScriptTag />);
    const block = screen.getByLabelText('Código de seguimiento', { selector: 'pre' });
    expect(block).toHaveTextContent('<script src="https://crm.example.com/api/webforms/t.js" data-site="abc123" defer></script>');
    expect(block).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('region', { name: 'Código de seguimiento' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copiar' }));
    expect(await navigator.clipboard.readText()).toBe(ScriptTag.args.code);
    expect(ScriptTag.args.onCopied).toHaveBeenCalledWith();
  });

  it('says when the browser refused the clipboard', async () => {
    const user = userEvent.setup();
    render(<MultiLine />);
    const refusal = new Error('denied');
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(refusal);
    await user.click(screen.getByRole('button', { name: 'Copiar' }));
    expect(MultiLine.args.onCopied).toHaveBeenCalledWith(refusal);
  });
});
