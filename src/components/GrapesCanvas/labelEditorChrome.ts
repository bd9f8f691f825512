import type { Editor } from 'grapesjs';

/**
 * What GrapesJS leaves unnamed for assistive technology: the frame holding the page (an iframe
 * needs a title) and the side panel that scrolls (keyboard users must be able to reach and scroll it).
 */
export function labelEditorChrome(editor: Editor, labels: { frame: string; panel: string }): void {
  editor.Canvas.getFrameEl()?.setAttribute('title', labels.frame);
  const panel = editor.getContainer()?.querySelector('.gjs-pn-views-container');
  if (!panel) return;
  panel.setAttribute('tabindex', '0');
  panel.setAttribute('role', 'region');
  panel.setAttribute('aria-label', labels.panel);
}
