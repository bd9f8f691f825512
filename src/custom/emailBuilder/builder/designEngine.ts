import type { EmailDraft } from './emailDraft';
import type { EmailDeviceId } from './grapes/createEmailEditor';
import type { DesignSnapshot } from './saveTemplate';

export type InsertResult = 'inserted' | 'copied' | false;

/**
 * What the workspace asks of an editor, GrapesJS's or Stripo's: the design to save (sendable HTML
 * and source) and text put at the cursor; undo, redo and the views where the editor exposes them.
 */
export type DesignEngine = {
  snapshot: () => Promise<DesignSnapshot>;
  /**
   * Puts text at the cursor of the text being edited ('inserted'); false when none is. An editor
   * whose texts this page cannot reach puts it on the clipboard to paste ('copied').
   */
  insertAtCursor: (text: string) => InsertResult | Promise<InsertResult>;
  history?: { canUndo: () => boolean; canRedo: () => boolean; undo: () => void; redo: () => void };
  setDevice?: (device: EmailDeviceId) => void;
};

/** What the workspace gives an editor's canvas. */
export type DesignCanvasProps = {
  /** Read once, when the canvas mounts. */
  draft: EmailDraft;
  readOnly: boolean;
  /** The preview text as typed now (GrapesJS writes it into the design as mj-preview). */
  getPreheader: () => string;
  onReady: (engine: DesignEngine) => void;
  /** The design changed. */
  onChange: () => void;
  /** A text of the email is being edited: variables go there. */
  onEditText: () => void;
  /** Ctrl/Cmd+S pressed inside the editor's frame. */
  onSave: () => void;
  /** The editor is going: its last design (null when it cannot give one synchronously). */
  onGone: (last: DesignSnapshot | null) => void;
};
