import { Box } from '@mui/material';
import type { Editor } from 'grapesjs';
import { useEffect, useRef } from 'react';
import { createLandingEditor, type LandingEditorOptions } from './grapes/createLandingEditor';

export type LandingCanvasProps = {
  /** Read once: GrapesJS is created when this mounts and lives until it unmounts. */
  options: Omit<LandingEditorOptions, 'container'>;
  label: string;
  onReady: (editor: Editor) => void;
  /** Anything on the page changed (content, styles, undo or redo). */
  onChange: () => void;
  /** The editor is about to go: the last moment to read the page. */
  onDestroy: (editor: Editor) => void;
};

/** GrapesJS mounted in a box: its panels, blocks and the page's frame. */
export function LandingCanvas({ options, label, onReady, onChange, onDestroy }: LandingCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef({ options, onReady, onChange, onDestroy });
  useEffect(() => {
    latest.current = { options, onReady, onChange, onDestroy };
  });
  useEffect(() => {
    if (!container.current) return;
    const editor = createLandingEditor({ ...latest.current.options, container: container.current });
    editor.on('load', () => {
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
  return <Box ref={container} role="region" aria-label={label} sx={{ flex: 1, minHeight: 0, position: 'relative' }} />;
}
