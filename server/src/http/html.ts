const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and quoted attribute values. */
export const escapeHtml = (value: unknown): string => String(value ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c]);

/**
 * A tiny self-contained page for the server-rendered sandbox screens (mail outbox, sign-in
 * consent): inline style only, no script, no outside asset. `body` must already be escaped.
 */
export function htmlPage(title: string, body: string, lang = 'en'): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:0;background:#f5f6f8;color:#1b1f24}
main{max-width:46rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.4rem;margin-top:0}h2{font-size:1.1rem;margin:.2rem 0}label{display:block;margin:.8rem 0 .2rem;font-weight:600}
input{width:100%;box-sizing:border-box;padding:.55rem;font-size:1rem;border:1px solid #8a939c;border-radius:4px}
button{margin-top:1rem;padding:.6rem 1.2rem;font-size:1rem;border:0;border-radius:4px;background:#1a56db;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1a56db;border:1px solid #1a56db}
.note{color:#4b5563;font-size:.9rem}.error{color:#b42318}
article{border-top:1px solid #dde1e6;padding:.8rem 0}pre{white-space:pre-wrap;word-break:break-word;background:#f5f6f8;padding:.6rem;border-radius:4px}
</style></head>
<body><main>${body}</main></body></html>`;
}

/** CSP for those pages: nothing but inline style, forms posting back to this server. */
export const sandboxPageCsp = (formTargets: string[] = []) =>
  ["default-src 'none'", "style-src 'unsafe-inline'", `form-action 'self' ${formTargets.join(' ')}`.trim(), "frame-ancestors 'none'", "base-uri 'none'"].join('; ');
