import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Editor } from 'grapesjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { labelEditorChrome } from './labelEditorChrome';

// The markup GrapesJS 0.23 renders for its panels and for the settings (trait) panel.
const PANELS = `
  <div class="gjs-pn-panels">
    <div class="gjs-pn-panel gjs-pn-options"><div class="gjs-pn-buttons">
      <span class="gjs-pn-btn fa fa-square-o" title="Ver componentes"></span>
      <span class="gjs-pn-btn fa fa-undo" title="Deshacer"></span>
      <span class="gjs-pn-btn fa fa-repeat gjs-disabled" title="Rehacer"></span>
    </div></div>
    <div class="gjs-pn-panel gjs-pn-views"><div class="gjs-pn-buttons">
      <span class="gjs-pn-btn fa fa-paint-brush gjs-pn-active gjs-four-color" title="Abrir el gestor de estilos"></span>
      <span class="gjs-pn-btn fa fa-cog" title="Ajustes"></span>
    </div></div>
  </div>`;

const trait = (type: string, label: string | null, field: string) => `
  <div class="gjs-trt-trait__wrp"><div class="gjs-trt-trait gjs-trt-trait--${type}">
    ${label === null ? '' : `<div class="gjs-label-wrp" data-label><div class="gjs-label" title="${label}">${label}</div></div>`}
    <div class="gjs-field-wrp gjs-field-wrp--${type}" data-input>${field}</div>
  </div></div>`;

const LINK_TRAITS = [
  trait('text', 'Enlace', '<div class="gjs-field gjs-field-text" data-input><input type="text" placeholder="https://"></div>'),
  trait('select', 'Destino', '<div class="gjs-field gjs-field-select"><div data-input><select><option value="">Esta ventana</option></select></div></div>'),
  trait('checkbox', 'Obligatorio', '<label class="gjs-field gjs-field-checkbox" data-input><input type="checkbox"><i class="gjs-chk-icon"></i></label>'),
  trait('button', null, '<button type="button" class="gjs-btn-prim">Aplicar</button>'),
].join('');

type FakeCommand = { noStop: boolean };
const COMMANDS: Record<string, FakeCommand> = {
  'sw-visibility': { noStop: false }, 'core:undo': { noStop: true }, 'core:redo': { noStop: true },
  'open-sm': { noStop: false }, 'open-tm': { noStop: false },
};
const PANEL_COMMANDS: Record<string, string[]> = { options: ['sw-visibility', 'core:undo', 'core:redo'], views: ['open-sm', 'open-tm'] };

let stop = () => {};
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

/** A stand-in editor over the given markup: the parts of the API the labelling reads. */
function editorOver(html: string) {
  const container = document.createElement('div');
  container.innerHTML = `<iframe class="gjs-frame"></iframe>${PANELS}<div class="gjs-pn-views-container"><div class="gjs-trt-traits">${html}</div></div>`;
  document.body.append(container);
  const panels = Object.entries(PANEL_COMMANDS).map(([id, commands]) => ({
    view: { el: container.querySelector(`.gjs-pn-${id}`) },
    buttons: { models: commands.map((command) => ({ get: (key: string) => (key === 'command' ? command : undefined) })) },
  }));
  const editor = {
    Canvas: { getFrameEl: () => container.querySelector('iframe') },
    getContainer: () => container,
    Panels: { getPanels: () => panels },
    Commands: { get: (id: string) => COMMANDS[id] },
  } as unknown as Editor;
  return { editor, container };
}

const label = (editor: Editor) => {
  stop = labelEditorChrome(editor, { frame: 'Editor de la página', panel: 'Propiedades y capas del elemento' });
};
const button = (container: HTMLElement, name: string) => container.querySelector(`.gjs-pn-btn[title="${name}"]`) as HTMLElement;

describe('labelEditorChrome', () => {
  it("titles the page's frame and makes the scrolling side panel a named, focusable region", () => {
    const { editor, container } = editorOver('');
    label(editor);
    expect(container.querySelector('iframe')).toHaveAttribute('title', 'Editor de la página');
    const panel = container.querySelector('.gjs-pn-views-container')!;
    expect(panel).toHaveAttribute('tabindex', '0');
    expect(panel).toHaveAttribute('role', 'region');
    expect(panel).toHaveAccessibleName('Propiedades y capas del elemento');
  });

  it("names each setting's input, select and checkbox by its label", () => {
    const { editor, container } = editorOver(LINK_TRAITS);
    label(editor);
    expect(container.querySelector('input[type="text"]')).toHaveAccessibleName('Enlace');
    expect(container.querySelector('select')).toHaveAccessibleName('Destino');
    expect(container.querySelector('input[type="checkbox"]')).toHaveAccessibleName('Obligatorio');
    // A button trait keeps the name of its own words.
    expect(container.querySelector('.gjs-btn-prim')).toHaveAccessibleName('Aplicar');
    const labels = [...container.querySelectorAll('.gjs-label')].map((l) => l.id);
    expect(new Set(labels).size).toBe(3);
  });

  it('names the settings GrapesJS renders again when another element is selected', async () => {
    const { editor, container } = editorOver(LINK_TRAITS);
    label(editor);
    container.querySelector('.gjs-trt-traits')!.innerHTML = trait('text', 'Texto alternativo', '<div class="gjs-field" data-input><input type="text"></div>');
    await waitFor(() => expect(container.querySelector('input')).toHaveAccessibleName('Texto alternativo'));
  });

  it('makes the panel buttons named, focusable buttons, the switches saying whether they are on', () => {
    const { editor, container } = editorOver('');
    label(editor);
    const styles = button(container, 'Abrir el gestor de estilos');
    expect(styles).toHaveAttribute('role', 'button');
    expect(styles).toHaveAttribute('tabindex', '0');
    expect(styles).toHaveAccessibleName('Abrir el gestor de estilos');
    expect(styles).toHaveAttribute('aria-pressed', 'true');
    expect(button(container, 'Ajustes')).toHaveAttribute('aria-pressed', 'false');
    expect(button(container, 'Ver componentes')).toHaveAttribute('aria-pressed', 'false');
    // An action (undo) is a plain button; one that cannot act now says so.
    expect(button(container, 'Deshacer')).not.toHaveAttribute('aria-pressed');
    expect(button(container, 'Deshacer')).toHaveAccessibleName('Deshacer');
    expect(button(container, 'Rehacer')).toHaveAttribute('aria-disabled', 'true');
  });

  it('leaves a panel button GrapesJS gave no title as it was: a button with no name is worse than none', () => {
    const { editor, container } = editorOver('');
    const untitled = container.querySelector('.gjs-pn-btn[title="Deshacer"]') as HTMLElement;
    untitled.removeAttribute('title');
    label(editor);
    expect(untitled).not.toHaveAttribute('role');
    expect(untitled).not.toHaveAttribute('tabindex');
    expect(button(container, 'Rehacer')).toHaveAttribute('role', 'button');
  });

  it('follows a switch turned on or off, and a title changed by GrapesJS', async () => {
    const { editor, container } = editorOver('');
    label(editor);
    button(container, 'Abrir el gestor de estilos').classList.remove('gjs-pn-active');
    button(container, 'Ajustes').classList.add('gjs-pn-active');
    button(container, 'Deshacer').setAttribute('title', 'Deshacer el último cambio');
    await waitFor(() => expect(button(container, 'Ajustes')).toHaveAttribute('aria-pressed', 'true'));
    expect(button(container, 'Abrir el gestor de estilos')).toHaveAttribute('aria-pressed', 'false');
    expect(button(container, 'Deshacer el último cambio')).toHaveAccessibleName('Deshacer el último cambio');
  });

  it('presses a focused panel button with Enter or Space, not a disabled one', async () => {
    const { editor, container } = editorOver('');
    label(editor);
    const settings = button(container, 'Ajustes');
    const redo = button(container, 'Rehacer');
    const clicks = vi.fn();
    settings.addEventListener('click', clicks);
    redo.addEventListener('click', clicks);
    settings.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(clicks).toHaveBeenCalledTimes(2);
    redo.focus();
    await userEvent.keyboard('{Enter}');
    expect(clicks).toHaveBeenCalledTimes(2);
  });

  it('stops listening and labelling once stopped (the editor is being torn down)', async () => {
    const { editor, container } = editorOver('');
    label(editor);
    stop();
    const settings = button(container, 'Ajustes');
    const clicks = vi.fn();
    settings.addEventListener('click', clicks);
    settings.focus();
    await userEvent.keyboard('{Enter}');
    expect(clicks).not.toHaveBeenCalled();
    settings.classList.add('gjs-pn-active');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settings).toHaveAttribute('aria-pressed', 'false');
  });
});
