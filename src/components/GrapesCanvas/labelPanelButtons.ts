/** Tells whether a panel button is a switch (has an on and off state), as opposed to a one-off action. */
export type IsToggle = (button: Element) => boolean;

const BUTTON = '.gjs-pn-btn';

function setAttr(el: Element, name: string, value: string | null): void {
  if (value === null) el.removeAttribute(name);
  else if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}

/**
 * GrapesJS's panel buttons (views, preview, code, undo…) are `<span>`s with a `title`: not in the tab
 * order, no button role, and a title is no dependable accessible name. Each becomes a named,
 * focusable button; a switch (style manager, layers, preview, outlines) also says whether it is on.
 */
export function labelPanelButtons(root: ParentNode, isToggle: IsToggle): void {
  root.querySelectorAll(BUTTON).forEach((button) => {
    const title = button.getAttribute('title')?.trim();
    // A button with no name would be announced as just "button" (axe: aria-command-name): a
    // panel button GrapesJS gave no title stays as it was until it has one.
    if (!title) {
      for (const name of ['role', 'tabindex', 'aria-label', 'aria-disabled', 'aria-pressed']) button.removeAttribute(name);
      return;
    }
    setAttr(button, 'role', 'button');
    setAttr(button, 'tabindex', '0');
    setAttr(button, 'aria-label', title);
    setAttr(button, 'aria-disabled', button.classList.contains('gjs-disabled') ? 'true' : null);
    setAttr(button, 'aria-pressed', isToggle(button) ? String(button.classList.contains('gjs-pn-active')) : null);
  });
}

/**
 * Enter and Space press a focused panel button, as they would a real one (GrapesJS only listens to
 * clicks). Listened to once on the editor's box, so buttons GrapesJS renders again still answer.
 * Returns the way to stop listening.
 */
export function pressPanelButtonsByKeyboard(root: HTMLElement): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const target = event.target;
    if (!(target instanceof HTMLElement) || !target.matches(BUTTON)) return;
    // Space would otherwise scroll the panel.
    event.preventDefault();
    if (target.getAttribute('aria-disabled') !== 'true') target.click();
  };
  root.addEventListener('keydown', onKeyDown);
  return () => root.removeEventListener('keydown', onKeyDown);
}
