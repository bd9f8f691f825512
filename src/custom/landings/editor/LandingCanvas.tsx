import type { Editor } from 'grapesjs';
import { GrapesCanvas } from '../../../components/GrapesCanvas/GrapesCanvas';
import { createLandingEditor, type LandingEditorOptions } from './grapes/createLandingEditor';

export type LandingCanvasProps = {
  /** Read once: GrapesJS is created when this mounts and lives until it unmounts. */
  options: Omit<LandingEditorOptions, 'container'>;
  /** Names the box, and titles the page's frame inside it. */
  label: string;
  /** Names GrapesJS's side panel (styles, settings, layers, blocks). */
  panelLabel: string;
  onReady: (editor: Editor) => void;
  /** Anything on the page changed (content, styles, undo or redo). */
  onChange: () => void;
  /** The editor is about to go: the last moment to read the page. */
  onDestroy: (editor: Editor) => void;
};

/** GrapesJS for one landing, mounted in a box: its panels, blocks and the page's frame. */
export function LandingCanvas({ options, ...canvas }: LandingCanvasProps) {
  return <GrapesCanvas create={(container) => createLandingEditor({ ...options, container })} {...canvas} />;
}
