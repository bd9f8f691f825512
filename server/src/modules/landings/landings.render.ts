import type { LandingContent, LandingLanguage, LandingSection, LandingTheme } from '../../../../contract/landings';
import { iconSvg } from './landings.icons';
import { prepareLandingForms } from '../webforms/webforms.landingPage';

/**
 * A landing's content as the page body and stylesheet the builder edits (and, until the builder
 * saves its own project, as the page that is published). Every text is escaped; nothing points
 * outside the page: links are anchors, tel: or mailto:, images are drawn inline.
 */

export const escapeHtml = (t: string) => t.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const e = escapeHtml;

/** The few words the blocks add themselves. */
const WORDS: Record<LandingLanguage, { skip: string; recommended: string; hours: string; phone: string; email: string; rights: string }> = {
  es: { skip: 'Saltar al contenido', recommended: 'Recomendado', hours: 'Horario', phone: 'Teléfono', email: 'Correo', rights: 'Todos los derechos reservados.' },
  en: { skip: 'Skip to content', recommended: 'Recommended', hours: 'Opening hours', phone: 'Phone', email: 'Email', rights: 'All rights reserved.' },
};

const AUTOCOMPLETE: Record<string, string> = { name: 'name', email: 'email', phone: 'tel', company: 'organization' };

/** Each section's anchor: its kind, numbered when the kind repeats (`features`, `features-2`). */
export function sectionIds(sections: LandingSection[]): string[] {
  const seen = new Map<string, number>();
  return sections.map((s) => {
    const n = (seen.get(s.kind) ?? 0) + 1;
    seen.set(s.kind, n);
    return n === 1 ? s.kind : `${s.kind}-${n}`;
  });
}

const button = (l: { label: string; href: string }, variant = 'lp-btn') => `<a class="${variant}" href="${e(l.href)}">${e(l.label)}</a>`;
const initials = (name: string) => name.split(/\s+/).filter(Boolean).slice(0, 2).map((w) => w[0]!.toUpperCase()).join('');

/** The hero's illustration: shapes in the theme's colours, as an image with its alt text. */
export function heroIllustration(theme: LandingTheme): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 560 420"><rect width="560" height="420" rx="${theme.radius * 2}" fill="${theme.surface}"/>`
    + `<circle cx="400" cy="150" r="110" fill="${theme.accent}" opacity=".55"/><rect x="70" y="90" width="250" height="240" rx="${theme.radius}" fill="${theme.primary}"/>`
    + `<rect x="110" y="140" width="170" height="18" rx="9" fill="${theme.onPrimary}" opacity=".9"/><rect x="110" y="176" width="130" height="14" rx="7" fill="${theme.onPrimary}" opacity=".6"/>`
    + `<rect x="110" y="260" width="96" height="34" rx="17" fill="${theme.onPrimary}"/><rect x="300" y="250" width="190" height="110" rx="${theme.radius}" fill="${theme.background}" stroke="${theme.muted}" stroke-opacity=".3"/>`
    + `<rect x="325" y="280" width="120" height="12" rx="6" fill="${theme.muted}" opacity=".5"/><rect x="325" y="308" width="80" height="12" rx="6" fill="${theme.accent}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export function section(s: LandingSection, sid: string, c: LandingContent): string {
  const w = WORDS[c.language];
  const head = (title: string, intro?: string) => `<h2 id="${sid}-title">${e(title)}</h2>${intro ? `<p class="lp-intro">${e(intro)}</p>` : ''}`;
  const wrap = (inner: string, extra = '') => `<section id="${sid}" class="lp-section lp-s-${s.kind}${extra}" aria-labelledby="${sid}-title"><div class="lp-wrap">${inner}</div></section>`;
  switch (s.kind) {
    case 'hero': {
      const text = `<div class="lp-hero-text">${s.eyebrow ? `<p class="lp-eyebrow">${e(s.eyebrow)}</p>` : ''}<h1 id="${sid}-title">${e(s.title)}</h1><p class="lp-lead">${e(s.subtitle)}</p>`
        + (s.cta || s.secondaryCta ? `<div class="lp-actions">${s.cta ? button(s.cta) : ''}${s.secondaryCta ? button(s.secondaryCta, 'lp-btn lp-btn-ghost') : ''}</div>` : '') + '</div>';
      const image = s.image ? `<img class="lp-hero-image" src="${s.image.src ? e(s.image.src) : heroIllustration(c.theme)}" alt="${e(s.image.alt)}" width="560" height="420">` : '';
      return wrap(text + image, ` lp-hero-${s.layout}`);
    }
    case 'features':
      return wrap(head(s.title, s.intro) + `<ul class="lp-grid">${s.items.map((i) => `<li class="lp-card">${iconSvg(i.icon)}<h3>${e(i.title)}</h3><p>${e(i.text)}</p></li>`).join('')}</ul>`);
    case 'stats':
      return wrap(head(s.title) + `<dl class="lp-stats">${s.items.map((i) => `<div><dt>${e(i.label)}</dt><dd>${e(i.value)}</dd></div>`).join('')}</dl>`);
    case 'steps':
      return wrap(head(s.title) + `<ol class="lp-steps">${s.items.map((i) => `<li><h3>${e(i.title)}</h3><p>${e(i.text)}</p></li>`).join('')}</ol>`);
    case 'agenda':
      return wrap(head(s.title, s.intro) + `<ol class="lp-agenda">${s.items.map((i) => `<li><span class="lp-time">${e(i.time)}</span><div><h3>${e(i.title)}</h3>${i.text ? `<p>${e(i.text)}</p>` : ''}</div></li>`).join('')}</ol>`);
    case 'testimonials':
      return wrap(head(s.title) + `<div class="lp-grid">${s.items.map((i) => `<figure class="lp-card lp-quote"><blockquote><p>${e(i.quote)}</p></blockquote><figcaption><span class="lp-avatar" aria-hidden="true">${e(initials(i.name))}</span><span><strong>${e(i.name)}</strong><br>${e(i.role)}</span></figcaption></figure>`).join('')}</div>`);
    case 'pricing':
      return wrap(head(s.title, s.intro) + `<div class="lp-grid lp-plans">${s.plans.map((p) => `<article class="lp-card lp-plan${p.highlighted ? ' lp-plan-featured' : ''}">${p.highlighted ? `<p class="lp-badge">${w.recommended}</p>` : ''}<h3>${e(p.name)}</h3><p class="lp-price"><span class="lp-amount">${e(p.price)}</span>${p.period ? ` <span class="lp-period">${e(p.period)}</span>` : ''}</p><ul class="lp-ticks">${p.features.map((f) => `<li>${e(f)}</li>`).join('')}</ul>${button(p.cta, p.highlighted ? 'lp-btn' : 'lp-btn lp-btn-ghost')}</article>`).join('')}</div>`, '');
    case 'menu':
      return wrap(head(s.title) + `<div class="lp-menu">${s.groups.map((g) => `<div class="lp-menu-group"><h3>${e(g.name)}</h3><ul>${g.items.map((i) => `<li><p class="lp-dish"><span>${e(i.name)}</span><span class="lp-dish-price">${e(i.price)}</span></p>${i.description ? `<p class="lp-dish-text">${e(i.description)}</p>` : ''}</li>`).join('')}</ul></div>`).join('')}</div>`);
    case 'faq':
      return wrap(head(s.title) + `<div class="lp-faq-list">${s.items.map((i) => `<details><summary>${e(i.question)}</summary><p>${e(i.answer)}</p></details>`).join('')}</div>`);
    case 'form': {
      const fields = s.fields.map((f) => {
        const fid = `${sid}-${f.field}`;
        const common = `id="${fid}" name="${f.field}"${f.required ? ' required' : ''}${AUTOCOMPLETE[f.field] ? ` autocomplete="${AUTOCOMPLETE[f.field]}"` : ''}`;
        const control = f.type === 'textarea' ? `<textarea ${common} rows="4"></textarea>` : `<input ${common} type="${f.type}"${f.type === 'number' ? ' min="1"' : ''}>`;
        return `<div class="lp-field"><label for="${fid}">${e(f.label)}${f.required ? ' <span aria-hidden="true">*</span>' : ''}</label>${control}</div>`;
      }).join('');
      return wrap(`<div class="lp-form-box">${head(s.title, s.intro)}<form class="lp-form" method="post" data-landing-form="${sid}">${fields}`
        + `<div class="lp-check"><input id="${sid}-consent" name="consent" type="checkbox" required><label for="${sid}-consent">${e(s.consent)}</label></div>`
        + `<button class="lp-btn" type="submit">${e(s.submit)}</button><p class="lp-form-success" role="status" hidden>${e(s.success)}</p></form></div>`);
    }
    case 'contact':
      return wrap(head(s.title) + `<div class="lp-contact"><div class="lp-card">${iconSvg('pin')}<address>${e(s.address)}</address>`
        + (s.phone ? `<p>${w.phone}: <a href="tel:${e(s.phone.replace(/[^\d+]/g, ''))}">${e(s.phone)}</a></p>` : '')
        + (s.email ? `<p>${w.email}: <a href="mailto:${e(s.email)}">${e(s.email)}</a></p>` : '')
        + `</div><div class="lp-card">${iconSvg('clock')}<h3>${w.hours}</h3><ul>${s.hours.map((h) => `<li>${e(h)}</li>`).join('')}</ul></div></div>`);
    case 'gallery':
      return wrap(head(s.title, s.intro) + `<ul class="lp-gallery">${s.items.map((i) => `<li><img src="${e(i.src)}" alt="${e(i.alt)}" width="480" height="360" loading="lazy" decoding="async"></li>`).join('')}</ul>`);
    case 'cta':
      return wrap(`<h2 id="${sid}-title">${e(s.title)}</h2>${s.text ? `<p>${e(s.text)}</p>` : ''}${button(s.cta, 'lp-btn lp-btn-inverse')}`);
  }
}

/** The page body: skip link, header with the brand and the first call to action, main, footer. */
export function renderHtml(c: LandingContent): string {
  const ids = sectionIds(c.sections);
  const hero = c.sections.find((s) => s.kind === 'hero');
  const headerCta = hero?.kind === 'hero' && hero.cta ? button(hero.cta, 'lp-btn lp-btn-small') : '';
  const year = new Date().getUTCFullYear();
  return `<a class="lp-skip" href="#main">${WORDS[c.language].skip}</a>`
    + `<header class="lp-header"><div class="lp-wrap"><p class="lp-brand">${e(c.brand)}</p>${headerCta}</div></header>`
    + `<main id="main">${c.sections.map((s, i) => section(s, ids[i]!, c)).join('')}</main>`
    + `<footer class="lp-footer"><div class="lp-wrap"><p>© ${year} ${e(c.brand)}. ${WORDS[c.language].rights}</p></div></footer>`;
}

const FONTS: Record<LandingTheme['font'], string> = {
  sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  serif: 'Georgia, Cambria, "Times New Roman", Times, serif',
  rounded: 'ui-rounded, "SF Pro Rounded", "Segoe UI", system-ui, sans-serif',
  mono: 'ui-monospace, "SF Mono", Menlo, Consolas, monospace',
};

/** The stylesheet: the theme as custom properties over one responsive base (mobile first). */
export function renderCss(t: LandingTheme): string {
  return `:root{--lp-primary:${t.primary};--lp-on-primary:${t.onPrimary};--lp-bg:${t.background};--lp-surface:${t.surface};--lp-text:${t.text};--lp-muted:${t.muted};--lp-accent:${t.accent};--lp-radius:${t.radius}px;--lp-font:${FONTS[t.font]}}
*{box-sizing:border-box}
body{margin:0;background-color:var(--lp-bg);color:var(--lp-text);font-size:1rem;line-height:1.6;font-family:var(--lp-font);-webkit-text-size-adjust:100%}
img{max-width:100%;height:auto;display:block}
h1,h2,h3{line-height:1.2;margin:0 0 .5em}
h1{font-size:clamp(2rem,5vw,3.25rem)}
h2{font-size:clamp(1.5rem,3.5vw,2.25rem)}
h3{font-size:1.15rem}
p{margin:0 0 1em}
a{color:var(--lp-primary)}
:focus-visible{outline-width:3px;outline-style:solid;outline-color:var(--lp-text);outline-offset:2px}
.lp-wrap{max-width:1120px;margin:0 auto;padding:0 20px}
.lp-skip{position:absolute;left:-9999px;top:0;background-color:var(--lp-text);color:var(--lp-bg);padding:8px 16px;z-index:10}
.lp-skip:focus{left:8px;top:8px}
.lp-header{border-bottom-width:1px;border-bottom-style:solid;border-bottom-color:color-mix(in srgb,var(--lp-muted) 25%,transparent)}
.lp-header .lp-wrap{display:flex;align-items:center;justify-content:space-between;gap:16px;min-height:64px}
.lp-brand{margin:0;font-weight:700;font-size:1.15rem}
.lp-btn{display:inline-block;background-color:var(--lp-primary);color:var(--lp-on-primary);padding:14px 24px;border-top-left-radius:var(--lp-radius);border-top-right-radius:var(--lp-radius);border-bottom-right-radius:var(--lp-radius);border-bottom-left-radius:var(--lp-radius);font-weight:600;text-decoration:none;border-width:2px;border-style:solid;border-top-color:var(--lp-primary);border-right-color:var(--lp-primary);border-bottom-color:var(--lp-primary);border-left-color:var(--lp-primary);min-height:48px;font-size:1rem;font-family:inherit;cursor:pointer}
.lp-btn:hover{filter:brightness(1.08)}
.lp-btn-small{padding:8px 16px;min-height:40px;white-space:nowrap}
.lp-btn-ghost{background:transparent;color:var(--lp-primary)}
.lp-btn-inverse{background-color:var(--lp-on-primary);color:var(--lp-primary);border-top-color:var(--lp-on-primary);border-right-color:var(--lp-on-primary);border-bottom-color:var(--lp-on-primary);border-left-color:var(--lp-on-primary)}
.lp-section{padding:64px 0}
.lp-section:nth-of-type(even){background-color:var(--lp-surface)}
.lp-intro,.lp-lead{color:var(--lp-muted);font-size:1.125rem;max-width:68ch}
.lp-eyebrow{color:var(--lp-primary);font-weight:700;text-transform:uppercase;letter-spacing:.08em;font-size:.85rem}
.lp-s-hero .lp-wrap{display:grid;gap:40px;align-items:center}
.lp-hero-center .lp-wrap{text-align:center;justify-items:center}
.lp-hero-center .lp-lead{margin-left:auto;margin-right:auto}
.lp-actions{display:flex;flex-wrap:wrap;gap:12px;margin-top:24px}
.lp-hero-center .lp-actions{justify-content:center}
.lp-hero-image{border-top-left-radius:calc(var(--lp-radius)*2);border-top-right-radius:calc(var(--lp-radius)*2);border-bottom-right-radius:calc(var(--lp-radius)*2);border-bottom-left-radius:calc(var(--lp-radius)*2);width:100%;max-width:560px}
.lp-grid{list-style:none;padding:0;margin:32px 0 0;display:grid;gap:24px;grid-template-columns:repeat(auto-fit,minmax(240px,1fr))}
.lp-card{background-color:var(--lp-bg);border-width:1px;border-style:solid;border-top-color:color-mix(in srgb,var(--lp-muted) 30%,transparent);border-right-color:color-mix(in srgb,var(--lp-muted) 30%,transparent);border-bottom-color:color-mix(in srgb,var(--lp-muted) 30%,transparent);border-left-color:color-mix(in srgb,var(--lp-muted) 30%,transparent);border-top-left-radius:var(--lp-radius);border-top-right-radius:var(--lp-radius);border-bottom-right-radius:var(--lp-radius);border-bottom-left-radius:var(--lp-radius);padding:24px;margin:0}
.lp-section:nth-of-type(even) .lp-card{background-color:var(--lp-bg)}
.lp-card p{color:var(--lp-muted);margin:0}
.lp-icon{color:var(--lp-primary);background-color:color-mix(in srgb,var(--lp-accent) 35%,transparent);border-radius:50%;padding:10px;width:44px;height:44px;margin-bottom:12px}
.lp-stats{display:grid;gap:24px;grid-template-columns:repeat(auto-fit,minmax(160px,1fr));margin:32px 0 0}
.lp-stats div{display:flex;flex-direction:column-reverse}
.lp-stats dd{margin:0;font-size:2.25rem;font-weight:800;color:var(--lp-primary)}
.lp-stats dt{color:var(--lp-muted)}
.lp-steps{counter-reset:step;list-style:none;padding:0;margin:32px 0 0;display:grid;gap:24px;grid-template-columns:repeat(auto-fit,minmax(220px,1fr))}
.lp-steps li{counter-increment:step;position:relative;padding-top:56px}
.lp-steps li::before{content:counter(step);position:absolute;top:0;left:0;width:44px;height:44px;border-radius:50%;background-color:var(--lp-primary);color:var(--lp-on-primary);display:grid;place-items:center;font-weight:700}
.lp-steps p,.lp-agenda p{color:var(--lp-muted);margin:0}
.lp-agenda{list-style:none;padding:0;margin:32px 0 0;display:grid;gap:16px}
.lp-agenda li{display:grid;grid-template-columns:1fr;gap:4px 24px;padding:16px 0;border-bottom-width:1px;border-bottom-style:solid;border-bottom-color:color-mix(in srgb,var(--lp-muted) 30%,transparent)}
.lp-time{font-weight:700;color:var(--lp-primary)}
.lp-quote blockquote{margin:0 0 16px;font-size:1.05rem}
.lp-quote blockquote p{color:var(--lp-text)}
.lp-quote figcaption{display:flex;gap:12px;align-items:center;color:var(--lp-muted)}
.lp-quote strong{color:var(--lp-text)}
.lp-avatar{width:44px;height:44px;border-radius:50%;background-color:var(--lp-primary);color:var(--lp-on-primary);display:grid;place-items:center;font-weight:700;flex:none}
.lp-plan{display:flex;flex-direction:column;gap:12px}
.lp-plan .lp-btn{margin-top:auto;text-align:center}
.lp-plan-featured{border-width:2px;border-style:solid;border-top-color:var(--lp-primary);border-right-color:var(--lp-primary);border-bottom-color:var(--lp-primary);border-left-color:var(--lp-primary)}
.lp-badge{align-self:flex-start;background-color:var(--lp-primary);color:var(--lp-on-primary)!important;border-radius:999px;padding:2px 12px;font-size:.85rem;font-weight:700}
.lp-price{margin:0}
.lp-amount{font-size:2rem;font-weight:800;color:var(--lp-text)}
.lp-ticks{list-style:none;padding:0;margin:0}
.lp-ticks li{padding-left:28px;position:relative;margin:6px 0}
.lp-ticks li::before{content:"";position:absolute;left:4px;top:.45em;width:12px;height:7px;border-left-width:2px;border-left-style:solid;border-left-color:var(--lp-primary);border-bottom-width:2px;border-bottom-style:solid;border-bottom-color:var(--lp-primary);transform:rotate(-45deg)}
.lp-menu{display:grid;gap:32px;grid-template-columns:repeat(auto-fit,minmax(280px,1fr));margin-top:32px}
.lp-menu ul{list-style:none;padding:0;margin:0}
.lp-menu li{margin:0 0 16px}
.lp-dish{display:flex;justify-content:space-between;gap:16px;font-weight:600;margin:0}
.lp-dish-price{color:var(--lp-primary);white-space:nowrap}
.lp-dish-text{color:var(--lp-muted);margin:0;font-size:.95rem}
.lp-faq-list{max-width:760px;margin-top:24px}
.lp-s-faq details{border-bottom-width:1px;border-bottom-style:solid;border-bottom-color:color-mix(in srgb,var(--lp-muted) 30%,transparent);padding:16px 0}
.lp-s-faq summary{cursor:pointer;font-weight:600;min-height:24px}
.lp-s-faq details p{color:var(--lp-muted);margin:12px 0 0}
.lp-form-box{max-width:640px;margin:0 auto;background-color:var(--lp-bg);border-top-left-radius:calc(var(--lp-radius)*2);border-top-right-radius:calc(var(--lp-radius)*2);border-bottom-right-radius:calc(var(--lp-radius)*2);border-bottom-left-radius:calc(var(--lp-radius)*2);padding:32px;border-width:1px;border-style:solid;border-top-color:color-mix(in srgb,var(--lp-muted) 30%,transparent);border-right-color:color-mix(in srgb,var(--lp-muted) 30%,transparent);border-bottom-color:color-mix(in srgb,var(--lp-muted) 30%,transparent);border-left-color:color-mix(in srgb,var(--lp-muted) 30%,transparent)}
.lp-form{display:grid;gap:16px;margin-top:24px}
.lp-field{display:grid;gap:6px}
.lp-field label{font-weight:600}
.lp-field input,.lp-field textarea{font:inherit;color:var(--lp-text);background-color:var(--lp-bg);border-width:1px;border-style:solid;border-top-color:var(--lp-muted);border-right-color:var(--lp-muted);border-bottom-color:var(--lp-muted);border-left-color:var(--lp-muted);border-top-left-radius:var(--lp-radius);border-top-right-radius:var(--lp-radius);border-bottom-right-radius:var(--lp-radius);border-bottom-left-radius:var(--lp-radius);padding:12px;min-height:48px;width:100%}
.lp-check{display:flex;gap:12px;align-items:flex-start;color:var(--lp-muted);font-size:.95rem}
.lp-check input{width:24px;height:24px;flex:none;margin:2px 0 0;accent-color:var(--lp-primary)}
.lp-contact{display:grid;gap:24px;grid-template-columns:repeat(auto-fit,minmax(260px,1fr));margin-top:32px}
.lp-contact address{font-style:normal;margin-bottom:12px}
.lp-contact ul{padding-left:20px;margin:0;color:var(--lp-muted)}
.lp-gallery{list-style:none;padding:0;margin:32px 0 0;display:grid;gap:16px;grid-template-columns:repeat(auto-fit,minmax(220px,1fr))}
.lp-gallery img{width:100%;aspect-ratio:4/3;object-fit:cover;border-top-left-radius:var(--lp-radius);border-top-right-radius:var(--lp-radius);border-bottom-right-radius:var(--lp-radius);border-bottom-left-radius:var(--lp-radius)}
.lp-s-cta{background-color:var(--lp-primary)!important;color:var(--lp-on-primary);text-align:center}
.lp-s-cta p{max-width:60ch;margin:0 auto 24px}
.lp-footer{padding:32px 0;color:var(--lp-muted);font-size:.9rem;border-top-width:1px;border-top-style:solid;border-top-color:color-mix(in srgb,var(--lp-muted) 25%,transparent)}
.lp-footer p{margin:0}
@media (max-width:480px){.lp-header .lp-btn{display:none}}
@media (min-width:860px){.lp-hero-split .lp-wrap{grid-template-columns:1.1fr 1fr}.lp-agenda li{grid-template-columns:160px 1fr}.lp-section{padding:88px 0}}
@media (prefers-reduced-motion:reduce){*{scroll-behavior:auto!important;transition:none!important}}
`;
}

/** The builder may save its body with the `<body>` wrapper GrapesJS exports; the document adds its own. */
const unwrapBody = (html: string) => /^\s*<body\b[^>]*>([\s\S]*)<\/body>\s*$/i.exec(html)?.[1] ?? html;

/**
 * The complete page a published landing serves: doctype, language, title and description, the
 * viewport, the stylesheet inline (one request; `</style` cannot end it early) and the body.
 * Rendered once at publish time; the body and stylesheet are the builder's last save.
 */
export function renderDocument(page: { language: LandingLanguage; title: string; description: string; html: string; css: string }): string {
  const css = page.css.replace(/<\/style/gi, '<\\/style');
  return `<!doctype html>
<html lang="${e(page.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(page.title)}</title>
${page.description ? `<meta name="description" content="${e(page.description)}">\n` : ''}<style>${css}</style>
<script src="/_lp/t.js" defer></script>
</head>
<body>
${prepareLandingForms(unwrapBody(page.html))}
</body>
</html>
`;
}
