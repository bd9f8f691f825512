import type { ProjectData } from 'grapesjs';

/**
 * A saved builder project made inert before GrapesJS draws it. The canvas is a same-origin frame
 * of the app, and project data is loaded as components, not through GrapesJS's HTML parser (whose
 * `allowScripts`/`allowUnsafeAttr`/`allowUnsafeAttrValue` guard only imported HTML): a project
 * saved through the API with an `onerror` attribute, a script component or a `javascript:` link
 * ran in the app's origin (found by the stored-XSS journey). The project rule: user HTML is shown
 * only sanitised or in a sandboxed frame.
 */

/** Attributes whose value is a URL the browser may follow or load. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background', 'codebase']);
/** Component properties GrapesJS runs as code in the canvas. */
const CODE_PROPERTIES = ['script', 'script-export', 'script-props'];

/** `java\tscript:` and `&#0;`-style tricks: browsers drop ASCII whitespace and controls before the scheme. */
const schemeOf = (value: string) => value.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase(); // eslint-disable-line no-control-regex

/** An event handler, a srcdoc document, or a URL with a script scheme. */
export function isUnsafeAttribute(name: string, value: unknown): boolean {
  const key = name.trim().toLowerCase();
  if (key.startsWith('on') || key === 'srcdoc') return true;
  return URL_ATTRIBUTES.has(key) && /^(javascript|vbscript):/.test(schemeOf(String(value ?? '')));
}

/** An HTML fragment with its scripts, event handlers, srcdoc documents and script URLs removed. */
export function sanitizeFragment(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  doc.querySelectorAll('script, noscript').forEach((el) => el.remove());
  for (const el of Array.from(doc.body.querySelectorAll('*'))) {
    for (const attr of Array.from(el.attributes)) if (isUnsafeAttribute(attr.name, attr.value)) el.removeAttribute(attr.name);
  }
  return doc.body.innerHTML;
}

type Component = Record<string, unknown>;

/** One component and its children, inert; null for a script. */
function safeComponent(component: unknown): unknown {
  if (typeof component === 'string') return sanitizeFragment(component);
  if (!component || typeof component !== 'object' || Array.isArray(component)) return component;
  const c = component as Component;
  if (String(c.tagName ?? '').toLowerCase() === 'script' || String(c.type ?? '').toLowerCase() === 'script') return null;
  const out: Component = { ...c };
  for (const key of CODE_PROPERTIES) delete out[key];
  if (out.attributes && typeof out.attributes === 'object') {
    out.attributes = Object.fromEntries(Object.entries(out.attributes as Record<string, unknown>).filter(([name, value]) => !isUnsafeAttribute(name, value)));
  }
  // A text node's content is drawn as text; any other component's `content` is drawn as HTML.
  if (typeof out.content === 'string' && out.type !== 'textnode') out.content = sanitizeFragment(out.content);
  if (Array.isArray(out.components)) out.components = out.components.map(safeComponent).filter((x) => x !== null);
  else if (out.components !== undefined) out.components = safeComponent(out.components);
  return out;
}

/** The project with every page's components (on the page or in its frames) made inert. */
export function safeProject(project: ProjectData): ProjectData {
  const pages = Array.isArray(project.pages) ? project.pages : [];
  return {
    ...project,
    pages: pages.map((page: Component) => ({
      ...page,
      ...(page.component !== undefined ? { component: safeComponent(page.component) } : {}),
      ...(Array.isArray(page.frames) ? { frames: page.frames.map((f: Component) => ({ ...f, component: safeComponent(f.component) })) } : {}),
    })),
  };
}
