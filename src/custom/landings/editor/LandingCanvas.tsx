import { Box } from '@mui/material';
import type { Editor } from 'grapesjs';
import { useEffect, useRef } from 'react';
import { createLandingEditor, type LandingEditorOptions } from './grapes/createLandingEditor';
import { labelEditorChrome } from './grapes/labelEditorChrome';

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

/**
 * GrapesJS gives its side panel 15 % of the width, too little for its four buttons below ~800 px
 * (they spilled past the window): the panel keeps at least 184 px and the canvas takes the rest.
 */
const PANEL = 'max(15%, 184px)';
const EDITOR_LAYOUT = {
  flex: 1, minHeight: 0, minWidth: 0, position: 'relative', overflow: 'hidden',
  '& .gjs-cv-canvas': { width: `calc(100% - ${PANEL})` },
  '& .gjs-pn-views, & .gjs-pn-views-container': { width: PANEL },
  '& .gjs-pn-options': { right: PANEL },
  '& .gjs-pn-commands': { width: `calc(100% - ${PANEL})` },
} as const;

/** GrapesJS mounted in a box: its panels, blocks and the page's frame. */
export function LandingCanvas({ options, label, panelLabel, onReady, onChange, onDestroy }: LandingCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef({ options, label, panelLabel, onReady, onChange, onDestroy });
  useEffect(() => {
    latest.current = { options, label, panelLabel, onReady, onChange, onDestroy };
  });
  useEffect(() => {
    if (!container.current) return;
    const editor = createLandingEditor({ ...latest.current.options, container: container.current });
    editor.on('load', () => {
      labelEditorChrome(editor, { frame: latest.current.label, panel: latest.current.panelLabel });
      latest.current.onReady(editor);
      editor.on('update', () => latest.current.onChange());
    });
    return () => {
      latest.current.onDestroy(editor);
      try {
        editor.destroy();
      } catch {
        // GrapesJS may throw while tearing down a frame that never loaded (GrapesJS #4187): it is gone either way.
      }
    };
  }, []);
  return <Box ref={container} role="region" aria-label={label} sx={EDITOR_LAYOUT} />;
}
