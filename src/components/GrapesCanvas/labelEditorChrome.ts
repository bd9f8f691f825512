import type { Button, Editor } from 'grapesjs';
import { labelPanelButtons, pressPanelButtonsByKeyboard, type IsToggle } from './labelPanelButtons';
import { labelTraits } from './labelTraits';

/**
 * The panel buttons that are switches: those whose command can be stopped (a view, the preview, the
 * outlines), as GrapesJS marks them active while on. Commands with no stop (undo, clear) are actions.
 * Buttons are matched to their models by order within each panel, the way GrapesJS renders them.
 */
function panelToggles(editor: Editor): IsToggle {
  const toggles = new WeakSet<Element>();
  for (const panel of editor.Panels.getPanels()) {
    const el: unknown = panel.view?.el;
    if (!(el instanceof HTMLElement)) continue;
    const elements = el.querySelectorAll(':scope > .gjs-pn-buttons > .gjs-pn-btn');
    panel.buttons.models.forEach((button: Button, index: number) => {
      const command: unknown = button.get('command');
      const stoppable = typeof command === 'string'
        ? Boolean(editor.Commands.get(command)) && !editor.Commands.get(command)?.noStop
        : typeof command === 'object' && command !== null && 'stop' in command;
      const element = elements[index];
      if (stoppable && element) toggles.add(element);
    });
  }
  return (button) => toggles.has(button);
}

/**
 * What GrapesJS leaves unnamed for assistive technology: the frame holding the page (an iframe
 * needs a title), the side panel that scrolls (keyboard users must be able to reach and scroll it),
 * the settings panel's inputs (their labels are divs) and the panel buttons (spans with a title).
 * GrapesJS renders the settings again on every selection and the buttons on every change, so the
 * labelling is applied again after each change to the editor's box. Returns the way to stop.
 */
export function labelEditorChrome(editor: Editor, labels: { frame: string; panel: string }): () => void {
  editor.Canvas.getFrameEl()?.setAttribute('title', labels.frame);
  const container = editor.getContainer();
  if (!container) return () => {};
  const panel = container.querySelector('.gjs-pn-views-container');
  if (panel) {
    panel.setAttribute('tabindex', '0');
    panel.setAttribute('role', 'region');
    panel.setAttribute('aria-label', labels.panel);
  }

  const isToggle = panelToggles(editor);
  const label = () => {
    labelTraits(container);
    labelPanelButtons(container, isToggle);
  };
  label();
  let queued = false;
  // Only structure, classes (a button's on state) and titles are watched: the attributes set here
  // are none of those, so labelling never triggers itself.
  const observer = new MutationObserver(() => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      label();
    });
  });
  observer.observe(container, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'title'] });
  const stopKeys = pressPanelButtonsByKeyboard(container);
  return () => {
    observer.disconnect();
    stopKeys();
  };
}
