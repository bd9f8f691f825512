import type { BrowserContext, Frame, Page } from 'playwright-core';

/**
 * Stored-XSS payloads: each one, if it ever runs, calls `__xss('<id>')` (installed in every frame
 * of the context by `watchForXss`). Each starts with a visible token `XSS<n>` so a screen can be
 * shown to have rendered it as text. Short enough for the tightest text fields (60 characters).
 */
const SHAPES: ((id: string) => string)[] = [
  (id) => `<img src=x onerror=__xss('${id}')>`,
  (id) => `<svg onload=__xss('${id}')>`,
  (id) => `"><script>__xss('${id}')</script>`,
  (id) => `<iframe srcdoc="<script>__xss('${id}')</script>">`,
  (id) => `" autofocus onfocus=__xss('${id}') x="`,
  (id) => `{{constructor.constructor('__xss("${id}")')()}}`,
  (id) => `[x](javascript:__xss('${id}'))`,
  (id) => `<a href="javascript:__xss('${id}')">l</a>`,
  (id) => `<details open ontoggle=__xss('${id}')>`,
];

let counter = 0;

/** The next payload of the corpus (cycling through the shapes, skipping those longer than `max`), with its token. */
export function nextPayload(max = Infinity): string {
  counter += 1;
  const id = String(counter);
  for (let i = 0; i < SHAPES.length; i += 1) {
    const payload = `XSS${id}${SHAPES[(counter + i) % SHAPES.length](id)}`;
    if (payload.length <= max) return payload;
  }
  return `XSS${id}<b>`.slice(0, max);
}

/** For URL fields: a `javascript:` URL (the server should refuse it; a 400 is fine). */
export function nextUrlPayload(): string {
  counter += 1;
  return `javascript:__xss('${counter}')`;
}

export const payloadsMade = () => counter;

/** The markup a payload carries, as text: seen on a screen, it proves the value was rendered escaped. */
export const RAW_MARKUP = /XSS\d+(<img src=x|<svg onload|"><script>|<iframe srcdoc|" autofocus|\{\{constructor|\[x\]\(javascript|<a href="javascript|<details open)/;

export type XssWatch = { fired: string[]; dialogs: string[] };

/**
 * Catches any payload that runs: `__xss` is a binding in every frame of every page of the
 * context (same-origin srcdoc frames included), and any dialog (alert/confirm/prompt) fails too.
 */
export async function watchForXss(context: BrowserContext): Promise<XssWatch> {
  const watch: XssWatch = { fired: [], dialogs: [] };
  await context.exposeBinding('__xss', ({ frame }, id: string) => {
    watch.fired.push(`${id} in ${frame.url()}`);
  });
  context.on('page', (page) => page.on('dialog', (d) => {
    watch.dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  }));
  return watch;
}

/**
 * Live markup a payload carried into the page: an `on*` attribute, a `javascript:` link or
 * source, a script or a srcdoc holding the marker. Found even when nothing has triggered it yet
 * (an onfocus nobody focused, a link nobody clicked). Frames that cannot be read (another
 * origin, a sandboxed preview) are where such markup may be shown: they are skipped.
 */
export async function injectedMarkup(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const frame of page.frames()) {
    // A sandbox without allow-scripts (user HTML shown as the project rule asks) runs nothing.
    const sandbox = frame.parentFrame() ? await (await frame.frameElement()).getAttribute('sandbox') : null;
    if (sandbox !== null && !sandbox.includes('allow-scripts')) continue;
    found.push(...(await scanFrame(frame).catch(() => [])));
  }
  return found;
}

function scanFrame(frame: Frame): Promise<string[]> {
  return frame.evaluate(() => {
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) {
        const name = attr.name.toLowerCase();
        const value = attr.value;
        if (name.startsWith('on') && value.includes('__xss')) out.push(`<${el.tagName.toLowerCase()} ${name}="${value}">`);
        if ((name === 'href' || name === 'src' || name === 'action' || name === 'formaction') && /^\s*javascript:/i.test(value)) out.push(`<${el.tagName.toLowerCase()} ${name}="${value}">`);
        if (name === 'srcdoc' && value.includes('__xss') && !el.hasAttribute('sandbox')) out.push(`<iframe srcdoc> without sandbox: ${value.slice(0, 80)}`);
      }
      if (el.tagName === 'SCRIPT' && (el.textContent ?? '').includes('__xss')) out.push(`<script>${(el.textContent ?? '').slice(0, 80)}</script>`);
    }
    return out;
  });
}
