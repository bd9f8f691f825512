import type { GalleryTemplate, TemplateKind } from '../../../../../contract/email/templates';

export type Lang = GalleryTemplate['language'];

/**
 * A gallery template's look: colours and one web-safe font stack (no web fonts: nothing is
 * fetched from another host when the email opens).
 */
export type Palette = {
  page: string; card: string; primary: string; onPrimary: string; text: string; muted: string; soft: string; accent: string;
  font: string; headingFont?: string;
};

/**
 * The building blocks of the gallery. Templates are data (blocks and copy); the MJML and the
 * thumbnail are both drawn from the same blocks, so a thumbnail always shows its email's layout.
 * Texts are trusted HTML written here (may hold <strong>, <br>, &amp;) with merge variables.
 */
export type Block =
  | { type: 'brand'; name: string; note?: string }
  | { type: 'hero'; eyebrow?: string; title: string; text?: string; button?: string; tone?: 'primary' | 'soft'; align?: 'left' | 'center' }
  | { type: 'text'; title?: string; paragraphs: string[]; align?: 'left' | 'center' }
  | { type: 'button'; label: string; variant?: 'primary' | 'outline' }
  | { type: 'features'; title?: string; items: { symbol: string; title: string; text: string }[] }
  | { type: 'articles'; title?: string; items: { tag: string; title: string; text: string; link: string }[] }
  | { type: 'products'; items: { name: string; detail: string; price: string; swatch: string }[] }
  | { type: 'table'; title?: string; rows: [string, string][]; total?: [string, string] }
  | { type: 'code'; label: string; code: string; note?: string }
  | { type: 'quote'; text: string; author: string }
  | { type: 'scale'; question: string; options: string[]; low: string; high: string }
  | { type: 'steps'; title?: string; items: { title: string; text: string }[] }
  | { type: 'signature'; lines: string[] }
  | { type: 'divider' }
  | { type: 'footer'; lines: string[] };

export type TemplateCopy = { name: string; description: string; subject: string; preheader: string; blocks: Block[] };

/** Tag ids of the gallery's catalogue (catalog.ts names them in each language). */
export type TemplateTags = { types: number[]; seasons: number[]; features: number[]; industries: number[] };

export type GalleryDefinition = {
  id: string;
  kind: TemplateKind;
  palette: Palette;
  tags: TemplateTags;
  createdTime: string;
  updatedAt: string;
  copy: Record<Lang, TemplateCopy>;
};

/** Attribute values written by this module (colours, fonts, labels): quotes and markup escaped. */
export const attr = (value: string) => value.replace(/&(?!amp;|lt;|gt;|quot;|#\d+;)/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Links of gallery templates point nowhere until the author sets them in the builder. */
const LINK = '#';

function section(content: string, options: { background: string; padding?: string }): string {
  return `<mj-section background-color="${options.background}" padding="${options.padding ?? '0'}">${content}</mj-section>`;
}
const column = (content: string, attrs = '') => `<mj-column${attrs ? ` ${attrs}` : ''}>${content}</mj-column>`;
const text = (html: string, attrs = '') => `<mj-text${attrs ? ` ${attrs}` : ''}>${html}</mj-text>`;

function heading(p: Palette, value: string, size: number, color = p.text): string {
  return `<div style="font-family:${attr(p.headingFont ?? p.font)};font-size:${size}px;line-height:1.25;font-weight:700;color:${color};margin:0 0 12px">${value}</div>`;
}
const paragraph = (value: string) => `<p style="margin:0 0 14px">${value}</p>`;
const eyebrowOf = (value: string, color: string) =>
  `<div style="font-size:12px;letter-spacing:2px;text-transform:uppercase;font-weight:700;color:${color};margin:0 0 10px">${value}</div>`;

function button(p: Palette, label: string, variant: 'primary' | 'outline' | 'inverse' = 'primary', align = 'center'): string {
  if (variant === 'outline') {
    return `<mj-button href="${LINK}" align="${align}" background-color="${p.card}" color="${p.primary}" border="2px solid ${p.primary}">${label}</mj-button>`;
  }
  if (variant === 'inverse') return `<mj-button href="${LINK}" align="${align}" background-color="${p.onPrimary}" color="${p.primary}">${label}</mj-button>`;
  return `<mj-button href="${LINK}" align="${align}">${label}</mj-button>`;
}

function renderBlock(block: Block, p: Palette): string {
  switch (block.type) {
    case 'brand': {
      const mark = `<span style="display:inline-block;width:14px;height:14px;border-radius:4px;background-color:${p.primary};vertical-align:middle;margin-right:10px"></span>`;
      const name = text(`${mark}<span style="vertical-align:middle;font-size:19px;font-weight:700;color:${p.text};font-family:${attr(p.headingFont ?? p.font)}">${block.name}</span>`, 'padding="0"');
      const note = block.note ? text(`<span style="font-size:13px;color:${p.muted}">${block.note}</span>`, 'align="right" padding="4px 0 0"') : '';
      return section(`${column(name, 'width="60%" vertical-align="middle"')}${column(note, 'width="40%" vertical-align="middle"')}`, { background: p.card, padding: '22px 32px' });
    }
    case 'hero': {
      const strong = (block.tone ?? 'primary') === 'primary';
      const fg = strong ? p.onPrimary : p.text;
      const align = block.align ?? 'center';
      const body = [
        block.eyebrow ? eyebrowOf(block.eyebrow, strong ? p.onPrimary : p.primary) : '',
        `<div class="hero-title">${heading(p, block.title, 32, fg)}</div>`,
        block.text ? `<div style="font-size:17px;line-height:1.6;color:${fg}">${block.text}</div>` : '',
      ].join('');
      const cta = block.button ? button(p, block.button, strong ? 'inverse' : 'primary', align) : '';
      return section(column(`${text(body, `align="${align}" padding="0 8px 8px"`)}${cta}`), { background: strong ? p.primary : p.soft, padding: '44px 24px' });
    }
    case 'text': {
      const body = (block.title ? heading(p, block.title, 22) : '') + block.paragraphs.map(paragraph).join('');
      return section(column(text(body, `align="${block.align ?? 'left'}" padding="0 32px"`)), { background: p.card, padding: '28px 0 14px' });
    }
    case 'button':
      return section(column(button(p, block.label, block.variant ?? 'primary')), { background: p.card, padding: '4px 0 24px' });
    case 'features': {
      const title = block.title ? section(column(text(heading(p, block.title, 22), 'align="center" padding="0 32px"')), { background: p.card, padding: '28px 0 0' }) : '';
      const items = block.items.map((item) => column(text(
        `<div style="display:inline-block;width:44px;height:44px;line-height:44px;border-radius:22px;background-color:${p.soft};color:${p.primary};font-size:20px;font-weight:700;text-align:center;margin-bottom:10px">${item.symbol}</div>`
        + `<div style="font-weight:700;font-size:16px;color:${p.text};margin-bottom:6px">${item.title}</div>`
        + `<div style="font-size:14px;line-height:1.55;color:${p.muted}">${item.text}</div>`,
        'align="center" padding="12px 14px"',
      ))).join('');
      return `${title}${section(items, { background: p.card, padding: '8px 18px 20px' })}`;
    }
    case 'articles': {
      const title = block.title ? section(column(text(heading(p, block.title, 22), 'padding="0 32px"')), { background: p.card, padding: '28px 0 4px' }) : '';
      const items = block.items.map((item, i) => section(
        column(text(`<div style="font-size:26px;font-weight:700;color:${p.onPrimary};font-family:${attr(p.headingFont ?? p.font)}">${String(i + 1).padStart(2, '0')}</div>`, 'align="center" padding="34px 12px"'),
          `width="28%" background-color="${i % 2 === 0 ? p.primary : p.accent}" vertical-align="middle"`)
        + column(text(eyebrowOf(item.tag, p.primary) + heading(p, item.title, 18) + `<div style="font-size:15px;line-height:1.55;color:${p.muted};margin-bottom:8px">${item.text}</div>`
          + `<a href="${LINK}" style="color:${p.primary};font-weight:700;text-decoration:none">${item.link}</a>`, 'padding="4px 0 4px 20px"'), 'width="72%" vertical-align="middle"'),
        { background: p.card, padding: '12px 32px' },
      )).join('');
      return `${title}${items}`;
    }
    case 'products':
      return block.items.map((item) => section(
        column(text(`<div style="font-size:30px;font-weight:700;color:#ffffff">${item.name.charAt(0)}</div>`, 'align="center" padding="30px 0"'), `width="25%" background-color="${item.swatch}" vertical-align="middle"`)
        + column(text(`<div style="font-weight:700;font-size:17px;color:${p.text};margin-bottom:4px">${item.name}</div>`
          + `<div style="font-size:14px;color:${p.muted};margin-bottom:8px">${item.detail}</div>`
          + `<div style="font-size:17px;font-weight:700;color:${p.primary}">${item.price}</div>`, 'padding="0 0 0 20px"'), 'width="75%" vertical-align="middle"'),
        { background: p.card, padding: '10px 32px' },
      )).join('');
    case 'table': {
      const cell = 'padding:10px 0;border-bottom:1px solid #e5e7eb;';
      const rows = block.rows.map(([label, value]) => `<tr><td style="${cell}color:${p.muted}">${label}</td><td style="${cell}text-align:right;color:${p.text}">${value}</td></tr>`).join('');
      const total = block.total ? `<tr><td style="padding:14px 0 0;font-weight:700;font-size:17px">${block.total[0]}</td><td style="padding:14px 0 0;text-align:right;font-weight:700;font-size:17px;color:${p.primary}">${block.total[1]}</td></tr>` : '';
      const title = block.title ? text(heading(p, block.title, 20), 'padding="0 32px"') : '';
      return section(column(`${title}<mj-table padding="0 32px" font-size="15px" color="${p.text}">${rows}${total}</mj-table>`), { background: p.card, padding: '20px 0' });
    }
    case 'code':
      return section(column(text(
        `<div style="font-size:14px;color:${p.muted};margin-bottom:10px">${block.label}</div>`
        + `<div style="border:2px dashed ${p.primary};border-radius:10px;padding:16px;font-size:28px;letter-spacing:5px;font-weight:700;color:${p.primary};font-family:'Courier New', Courier, monospace">${block.code}</div>`
        + (block.note ? `<div style="font-size:13px;color:${p.muted};margin-top:10px">${block.note}</div>` : ''),
        'align="center" padding="0 48px"',
      )), { background: p.card, padding: '20px 0' });
    case 'quote':
      return section(column(text(
        `<div style="font-size:19px;line-height:1.55;font-style:italic;color:${p.text};font-family:${attr(p.headingFont ?? p.font)}">“${block.text}”</div>`
        + `<div style="font-size:14px;color:${p.muted};margin-top:12px">— ${block.author}</div>`,
        'align="center" padding="0 40px"',
      )), { background: p.soft, padding: '32px 0' });
    case 'scale': {
      const question = section(column(text(heading(p, block.question, 20), 'align="center" padding="0 32px"')), { background: p.card, padding: '24px 0 4px' });
      const width = `${Math.floor(100 / block.options.length)}%`;
      const options = block.options.map((o) => column(`<mj-button href="${LINK}" padding="4px" inner-padding="12px 0" width="100%" background-color="${p.soft}" color="${p.primary}">${o}</mj-button>`, `width="${width}"`)).join('');
      const labels = `<mj-group>${column(text(`<span style="font-size:12px;color:${p.muted}">${block.low}</span>`, 'padding="4px"'), 'width="50%"')}${column(text(`<span style="font-size:12px;color:${p.muted}">${block.high}</span>`, 'align="right" padding="4px"'), 'width="50%"')}</mj-group>`;
      return `${question}${section(`<mj-group>${options}</mj-group>`, { background: p.card, padding: '4px 28px 0' })}${section(labels, { background: p.card, padding: '0 28px 20px' })}`;
    }
    case 'steps': {
      const title = block.title ? section(column(text(heading(p, block.title, 22), 'padding="0 32px"')), { background: p.card, padding: '24px 0 0' }) : '';
      const items = block.items.map((item, i) => section(`<mj-group>${column(text(
        `<div style="width:36px;height:36px;line-height:36px;border-radius:18px;background-color:${p.primary};color:${p.onPrimary};font-weight:700;text-align:center">${i + 1}</div>`, 'padding="2px 0"'), 'width="15%"')}${column(text(
        `<div style="font-weight:700;color:${p.text};margin-bottom:4px">${item.title}</div><div style="font-size:15px;line-height:1.55;color:${p.muted}">${item.text}</div>`, 'padding="0"'), 'width="85%"')}</mj-group>`,
      { background: p.card, padding: '10px 32px' })).join('');
      return `${title}${items}`;
    }
    case 'signature':
      return section(column(text(block.lines.map((l, i) => (i === 0 ? `<div style="font-weight:700">${l}</div>` : `<div style="color:${p.muted}">${l}</div>`)).join(''), 'padding="0 32px"')), { background: p.card, padding: '8px 0 32px' });
    case 'divider':
      return section(column(`<mj-divider border-color="${p.soft}" border-width="2px" padding="0 32px" />`), { background: p.card, padding: '8px 0' });
    case 'footer':
      return section(column(text(block.lines.join('<br />'), `align="center" font-size="12px" line-height="1.7" color="${p.muted}" padding="0 32px"`)), { background: p.page, padding: '28px 0 36px' });
  }
}

/** A template's MJML source: the builder opens it, and compiling it gives the sendable HTML. */
export function toMjml(copy: TemplateCopy, palette: Palette, language: Lang): string {
  const p = palette;
  const head = [
    `<mj-title>${copy.subject}</mj-title>`,
    `<mj-preview>${copy.preheader}</mj-preview>`,
    '<mj-attributes>',
    `<mj-all font-family="${attr(p.font)}" />`,
    `<mj-text color="${p.text}" font-size="16px" line-height="1.6" />`,
    `<mj-button background-color="${p.primary}" color="${p.onPrimary}" font-size="16px" font-weight="700" border-radius="8px" inner-padding="14px 30px" padding="8px 32px" />`,
    '<mj-table cellpadding="0" cellspacing="0" />',
    '</mj-attributes>',
    // Headlines shrink on phones; the rest of the layout already stacks.
    '<mj-style>@media only screen and (max-width:480px) { .hero-title div { font-size:26px !important; } }</mj-style>',
  ].join('');
  // A strip of the page's colour above the card, as in a letter's margin.
  const top = `<mj-section background-color="${p.page}" padding="0"><mj-column><mj-spacer height="24px" /></mj-column></mj-section>`;
  const body = [top, ...copy.blocks.map((b) => renderBlock(b, p))].join('\n');
  return `<mjml lang="${language}" dir="ltr"><mj-head>${head}</mj-head><mj-body background-color="${p.page}" width="600px">\n${body}\n</mj-body></mjml>`;
}
