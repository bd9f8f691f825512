import type { BuilderKind, EmailTemplate } from '../../../../contract/email/templates';
import { blankMjml } from './grapes/mjmlSkeleton';
import { previewOf } from './grapes/mjmlPreview';

type Lang = EmailTemplate['language'];

/** What the builder edits: the design's source (MJML, or Stripo's HTML) and the message's fields. */
export type EmailDraft = {
  /** Null until the first save creates the template. */
  templateId: string | null;
  name: string;
  subject: string;
  preheader: string;
  /** The builder's source: MJML for GrapesJS, Stripo's HTML for Stripo's editor. */
  source: string;
  css: string;
  /** The gallery template it started from. */
  stripoId: string | null;
  language: Lang;
  builder: BuilderKind;
};

/** A gallery template as getGalleryTemplate answers it (the fields the builder starts from). */
export type GallerySource = { templateId: string; name: string; subject: string; language: Lang; mjml: string; html: string; css: string };

export function draftFromTemplate(template: EmailTemplate): EmailDraft {
  return {
    templateId: template._id, name: template.name, subject: template.subject, preheader: template.preheader,
    source: template.originalHtml, css: template.originalCss, stripoId: template.stripoId, language: template.language, builder: template.builder,
  };
}

/** A new template from a gallery one: Stripo's editor starts from its HTML, GrapesJS from its MJML. */
export function draftFromGallery(source: GallerySource, builder: BuilderKind): EmailDraft {
  return {
    templateId: null, name: source.name, subject: source.subject, preheader: builder === 'stripo' ? '' : previewOf(source.mjml),
    source: builder === 'stripo' ? source.html : source.mjml, css: builder === 'stripo' ? source.css : '',
    stripoId: source.templateId, language: source.language, builder,
  };
}

export function blankDraft(language: Lang, builder: BuilderKind, name: string): EmailDraft {
  // Stripo's editor opens an empty body; GrapesJS needs an MJML document to edit.
  return { templateId: null, name, subject: '', preheader: '', source: builder === 'stripo' ? '' : blankMjml(language), css: '', stripoId: null, language, builder };
}
