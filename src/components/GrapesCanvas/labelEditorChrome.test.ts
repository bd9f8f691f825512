import type { Editor } from 'grapesjs';
import { describe, expect, it } from 'vitest';
import { labelEditorChrome } from './labelEditorChrome';

describe('labelEditorChrome', () => {
  it("titles the page's frame and makes the scrolling side panel a named, focusable region", () => {
    const container = document.createElement('div');
    container.innerHTML = '<iframe class="gjs-frame"></iframe><div class="gjs-pn-views-container"></div>';
    const frame = container.querySelector('iframe')!;
    const editor = { Canvas: { getFrameEl: () => frame }, getContainer: () => container } as unknown as Editor;
    labelEditorChrome(editor, { frame: 'Editor de la página', panel: 'Propiedades y capas del elemento' });
    expect(frame).toHaveAttribute('title', 'Editor de la página');
    const panel = container.querySelector('.gjs-pn-views-container')!;
    expect(panel).toHaveAttribute('tabindex', '0');
    expect(panel).toHaveAttribute('role', 'region');
    expect(panel).toHaveAccessibleName('Propiedades y capas del elemento');
  });
});
