import type { Component, Editor } from 'grapesjs';
import type { LandingAsset, LandingLanguage } from '../../../../../contract/landings';
import { COUNTDOWN_VALUE, countdownInnerHtml, mapCardInnerHtml } from '../blocks/builderBlocks';
import type { BuilderLabels } from './builderLabels';
import { descendants } from './descendants';

/**
 * The builder's own components: the map card (its address), the uploaded video (its file) and
 * the countdown (its end). Each keeps what the user sets in the page's HTML itself, so a page
 * loaded from HTML alone is edited the same way.
 *
 * The countdown is a date written as text on purpose: the app's canvas and the published page
 * both run under `script-src 'self'`, where a component script (GrapesJS injects it inline) would
 * not run. It carries `data-lp-countdown` so a same-origin script may animate it later.
 */

export type SectionTypesContext = {
  language: LandingLanguage;
  labels: BuilderLabels;
  upload: (file: File) => Promise<LandingAsset>;
  onUploadError: (error: unknown) => void;
};

/** What uploadLandingAsset takes as video. */
const VIDEO_TYPES = 'video/mp4,video/webm';

const textOf = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
const hasClass = (el: HTMLElement, name: string) => Boolean(el.classList?.contains(name));

function registerUploadTrait(editor: Editor, ctx: SectionTypesContext): void {
  editor.Traits.addType('lp-upload', {
    noLabel: false,
    createInput({ trait, component }) {
      const wrap = document.createElement('div');
      const input = document.createElement('input');
      input.type = 'file';
      input.accept = VIDEO_TYPES;
      input.setAttribute('aria-label', String(trait.getLabel()));
      const status = document.createElement('p');
      status.setAttribute('role', 'status');
      status.className = 'lp-upload-status';
      input.addEventListener('change', () => {
        const file = input.files?.[0];
        if (!file) return;
        status.textContent = ctx.labels.uploading;
        ctx.upload(file).then(
          (asset) => {
            component.addAttributes({ [trait.getName()]: asset.url });
            status.textContent = ctx.labels.uploaded;
          },
          (error: unknown) => {
            status.textContent = '';
            ctx.onUploadError(error);
          },
        ).finally(() => {
          input.value = '';
        });
      });
      wrap.append(input, status);
      return wrap;
    },
    onEvent() {},
  });
}

function registerDatetimeTrait(editor: Editor): void {
  editor.Traits.addType('lp-datetime', {
    createInput({ trait, component }) {
      const input = document.createElement('input');
      input.type = 'datetime-local';
      input.value = String(component.getAttributes()[trait.getName()] ?? '');
      return input;
    },
    onEvent({ elInput, component, trait }) {
      if (COUNTDOWN_VALUE.test(elInput.value)) component.addAttributes({ [trait.getName()]: elInput.value });
    },
    onUpdate({ elInput, component, trait }) {
      elInput.value = String(component.getAttributes()[trait.getName()] ?? '');
    },
  });
}

export function registerSectionTypes(editor: Editor, ctx: SectionTypesContext): void {
  registerUploadTrait(editor, ctx);
  registerDatetimeTrait(editor);

  editor.Components.addType('lp-map', {
    isComponent: (el: HTMLElement) => hasClass(el, 'lp-map-card'),
    model: {
      defaults: { address: '', traits: [{ type: 'text', name: 'address', label: ctx.labels.address, changeProp: true }] },
      init(this: Component) {
        const address = descendants(this).find((c) => c.get('tagName') === 'address');
        if (address && !this.get('address')) this.set('address', textOf(address.getInnerHTML()));
        this.on('change:address', () => {
          const value = String(this.get('address') ?? '').trim();
          if (value) this.components(mapCardInnerHtml(value, ctx.language));
        });
      },
    },
  });

  editor.Components.addType('lp-video', {
    isComponent: (el: HTMLElement) => el.tagName === 'VIDEO' && hasClass(el, 'lp-video'),
    model: {
      defaults: {
        tagName: 'video', droppable: false,
        traits: [{ type: 'lp-upload', name: 'src', label: ctx.labels.videoFile }],
      },
    },
  });

  editor.Components.addType('lp-countdown', {
    isComponent: (el: HTMLElement) => hasClass(el, 'lp-countdown'),
    model: {
      defaults: { traits: [{ type: 'lp-datetime', name: 'data-lp-countdown', label: ctx.labels.countdownEnd }] },
      init(this: Component) {
        this.on('change:attributes', () => {
          const end = String(this.getAttributes()['data-lp-countdown'] ?? '');
          const inner = countdownInnerHtml(end, ctx.language);
          if (inner && this.getInnerHTML() !== inner) this.components(inner);
        });
      },
    },
  });
}
