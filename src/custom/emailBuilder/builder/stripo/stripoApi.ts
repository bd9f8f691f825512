/**
 * Stripo's editor as its script exposes it (reference email.md §B; stripo-plugin-samples
 * quick-start-guide): `UIEditor.initEditor(container, config)`, then `StripoEditorApi.actionsApi`.
 * Only the members the builder uses are typed.
 */
export const STRIPO_SCRIPT_URL = 'https://plugins.stripo.email/resources/uieditor/latest/UIEditor.js';

export type StripoConfig = {
  html: string;
  css: string;
  metadata: { emailId: string; userId: string; username: string; avatarUrl?: string };
  locale: string;
  /** Stripo asks for a token at start and whenever it expires; the host answers `callback(token)`. */
  onTokenRefreshRequest: (callback: (token: string) => void) => void;
  /** Stripo's notice that the design changed. */
  onDataChanged?: () => void;
};

export type StripoActionsApi = {
  getTemplateData: (callback: (data: { html: string; css: string }) => void) => void;
  compileEmail: (options: { callback: (error: unknown, html: string, ampHtml?: string, ampErrors?: unknown) => void; minimize?: boolean }) => void;
};

declare global {
  interface Window {
    UIEditor?: { initEditor: (container: HTMLElement, config: StripoConfig) => void; removeEditor?: () => void };
    StripoEditorApi?: { actionsApi: StripoActionsApi };
  }
}

let loading: Promise<void> | null = null;

/** Adds Stripo's script once (never in GrapesJS mode: only this lazily loaded file calls it). */
export function loadStripoScript(doc: Document = document): Promise<void> {
  if (window.UIEditor) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = STRIPO_SCRIPT_URL;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('Stripo editor script could not be loaded'));
    };
    doc.head.appendChild(script);
  });
  return loading;
}

/** The design Stripo holds: compiled, sendable HTML, and its source HTML and CSS. */
export function stripoSnapshot(api: StripoActionsApi): Promise<{ message: string; source: string; css: string }> {
  const compiled = new Promise<string>((resolve, reject) => {
    api.compileEmail({ minimize: false, callback: (error, html) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(html)) });
  });
  const source = new Promise<{ html: string; css: string }>((resolve) => api.getTemplateData(resolve));
  return Promise.all([compiled, source]).then(([message, data]) => ({ message, source: data.html, css: data.css }));
}
