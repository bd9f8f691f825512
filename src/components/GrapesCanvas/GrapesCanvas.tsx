import { Box } from '@mui/material';
import type { Editor } from 'grapesjs';
import { useEffect, useRef } from 'react';
import { labelEditorChrome } from './labelEditorChrome';

export type GrapesCanvasProps = {
  /** Creates the editor in the box; called once, when this mounts (the editor lives until it unmounts). */
  create: (container: HTMLElement) => Editor;
  /** Names the box, and titles the page's frame inside it. */
  label: string;
  /** Names GrapesJS's side panel (styles, settings, layers, blocks). */
  panelLabel: string;
  onReady: (editor: Editor) => void;
  /** Anything in the design changed (content, styles, undo or redo). */
  onChange: () => void;
  /** The editor is about to go: the last moment to read the design. */
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
  // GrapesJS's grey text (#888686) on its dark panel is 4.1:1, under WCAG AA's 4.5:1 for its
  // 12 px labels (axe flags the settings panel's labels and inputs): a lighter grey, 9:1.
  '& .gjs-two-color, & .gjs-field, & .gjs-field input, & .gjs-field select': { color: '#d4d4d8' },
  '& .gjs-field input::placeholder': { color: '#a1a1aa' },
} as const;

/**
 * A GrapesJS editor mounted in a labelled box (the landing and email builders): its frame titled, its
 * side panel, settings and panel buttons named and reachable by keyboard once loaded, changes
 * reported after load, torn down safely.
 */
export function GrapesCanvas({ create, label, panelLabel, onReady, onChange, onDestroy }: GrapesCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef({ create, label, panelLabel, onReady, onChange, onDestroy });
  useEffect(() => {
    latest.current = { create, label, panelLabel, onReady, onChange, onDestroy };
  });
  useEffect(() => {
    if (!container.current) return;
    const editor = latest.current.create(container.current);
    let unlabel = () => {};
    editor.on('load', () => {
      unlabel = labelEditorChrome(editor, { frame: latest.current.label, panel: latest.current.panelLabel });
      latest.current.onReady(editor);
      editor.on('update', () => latest.current.onChange());
    });
    return () => {
      unlabel();
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
