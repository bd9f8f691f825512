import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './SandboxedHtmlPreview.stories';

const { HostileHtml, WithDevices } = composeStories(stories);

describe('SandboxedHtmlPreview', () => {
  it('shows the HTML only in a frame that grants nothing: no scripts, no same origin', () => {
    render(<HostileHtml />);
    const frame = screen.getByTitle('Vista previa de la plantilla «Primavera»');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('<script>');
    // Nothing of it reaches the app's own document (its text is only in the frame's attribute).
    expect(document.body.textContent).not.toContain('hijacked');
    expect(frame).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('switches to a phone width', async () => {
    render(<WithDevices />);
    await userEvent.click(screen.getByRole('button', { name: 'Móvil' }));
    expect(screen.getByRole('button', { name: 'Móvil' })).toHaveAttribute('aria-pressed', 'true');
    expect(getComputedStyle(screen.getByTitle(/Vista previa/)).width).toBe('390px');
  });
});
