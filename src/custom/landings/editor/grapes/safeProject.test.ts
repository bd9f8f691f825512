import type { ProjectData } from 'grapesjs';
import { describe, expect, it } from 'vitest';
import { isUnsafeAttribute, safeProject, sanitizeFragment } from './safeProject';

const pageOf = (component: unknown) => ({ pages: [{ frames: [{ component: { type: 'wrapper', components: [component] } }] }] }) as unknown as ProjectData;
const firstComponent = (project: ProjectData) => (project.pages[0] as { frames: { component: { components: unknown[] } }[] }).frames[0].component.components;

describe('safeProject', () => {
  it('drops event handlers and srcdoc documents, whatever their case', () => {
    const [img] = firstComponent(safeProject(pageOf({ type: 'image', attributes: { src: 'x', onerror: "__xss('1')", ONLOAD: 'x()', srcdoc: '<script>x()</script>', alt: 'Foto', class: 'hero' } })));
    expect((img as { attributes: object }).attributes).toEqual({ src: 'x', alt: 'Foto', class: 'hero' });
  });

  it('drops script URLs, also hidden behind whitespace and control characters, and keeps web, mail, tel and image data URLs', () => {
    for (const url of ['javascript:x()', ' JavaScript:x()', 'java\tscript:x()', '\u0001javascript:x()', 'vbscript:x']) expect(isUnsafeAttribute('href', url), url).toBe(true);
    for (const url of ['https://example.com/', '/_lp/a/1', '#form', 'mailto:a@b.es', 'tel:+34600', 'data:image/png;base64,AAAA']) expect(isUnsafeAttribute('href', url), url).toBe(false);
    expect(isUnsafeAttribute('title', 'javascript:x()')).toBe(false);
  });

  it('drops script components and the code GrapesJS would run in the canvas, at any depth and on the page itself', () => {
    const project = { pages: [{ component: { type: 'wrapper', components: [
      { tagName: 'section', components: [{ tagName: 'script', components: [{ type: 'textnode', content: 'x()' }] }, { type: 'script' }, { tagName: 'p', script: 'x()', 'script-export': 'x()' }] },
    ] } }] } as unknown as ProjectData;
    const page = safeProject(project).pages[0] as { component: { components: { components: object[] }[] } };
    expect(page.component.components[0].components).toEqual([{ tagName: 'p' }]);
  });

  it("sanitises HTML given as a component's content or as a string of components, and leaves text nodes as text", () => {
    const [withContent, asText] = firstComponent(safeProject({ pages: [{ frames: [{ component: { type: 'wrapper', components: [
      { tagName: 'div', content: '<b>Hola</b><img src=x onerror=x()><script>x()</script><a href="javascript:x()">l</a>' },
      { type: 'textnode', content: '<img src=x onerror=x()>' },
    ] } }] }] } as unknown as ProjectData)) as { content: string }[];
    expect(withContent.content).toBe('<b>Hola</b><img src="x"><a>l</a>');
    expect(asText.content).toBe('<img src=x onerror=x()>');
    expect(sanitizeFragment('<p onclick="x()">a</p><iframe srcdoc="<script>x()</script>"></iframe>')).toBe('<p>a</p><iframe></iframe>');
  });

  it('keeps a project with nothing unsafe as it was', () => {
    const project = pageOf({ tagName: 'a', attributes: { href: 'https://example.com/', id: 'cta' }, components: [{ type: 'textnode', content: 'Reserva' }] });
    expect(safeProject(project)).toEqual(project);
  });
});
