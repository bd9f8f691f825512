import type { Editor } from 'grapesjs';
import grapesjs from 'grapesjs';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../dataProvider/createApiClient';
import { emailEditorConfig } from './grapes/createEmailEditor';
import type { EmailBlockLabels } from './grapes/emailBlocks';
import { blankMjml } from './grapes/mjmlSkeleton';
import { mjmlEngine, uploadEmailImage } from './MjmlDesignCanvas';

describe('the MJML canvas', () => {
  it('uploads an image as multipart, the company in the query, answering its public URL', async () => {
    const call = vi.fn(async () => ({ url: '/api/email/images/a.png', width: 1, height: 1 }));
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    expect(await uploadEmailImage({ call } as unknown as ApiClient, 'c1', file)).toMatchObject({ url: '/api/email/images/a.png' });
    const [def, args] = call.mock.calls[0] as unknown as [{ path: string; multipart: boolean }, { query: unknown; body: FormData }];
    expect([def.path, def.multipart]).toEqual(['/templates/images', true]);
    expect(args.query).toEqual({ companyId: 'c1' });
    expect([...args.body.keys()]).toEqual(['file']);
    expect(args.body.get('file')).toBe(file);
  });

  it('gives the MJML source and its compiled HTML to save', async () => {
    const { container: _container, ...config } = emailEditorConfig({
      container: document.createElement('div'), mjml: blankMjml('en'), language: 'en', upload: vi.fn(), onUploadError: vi.fn(),
      blockLabels: { category: 'Blocks', blocks: {} as EmailBlockLabels['blocks'], sampleText: 'Text', buttonText: 'More', social: { facebook: 'F', instagram: 'I', linkedin: 'L' } },
    }, () => { throw new Error('not created'); });
    const editor: Editor = grapesjs.init({ ...config, headless: true });
    try {
      const design = await mjmlEngine(editor, () => 'Lo nuevo & {{name}}').snapshot();
      expect(design.source).toMatch(/^<mjml>[\s\S]*Hello \{\{name\|friend\}\}[\s\S]*<\/mjml>$/);
      expect(design.message).toMatch(/^<!doctype html>[\s\S]*<table[\s\S]*Hello \{\{name\|friend\}\}/);
      // The skeleton's web-safe font reaches the sent HTML (mj-head survives the editor).
      expect(design.message).toContain('font-family:Arial, Helvetica, sans-serif');
      expect(design.css).toBe('');
      // The preview text input becomes the design's mj-preview, hidden at the top of the sent HTML.
      expect(design.source).toContain('<mj-preview>Lo nuevo &amp; {{name}}</mj-preview>');
      expect(design.message).toMatch(/<div style="display:none;[^"]*">Lo nuevo &amp; \{\{name\}\}/);
    } finally {
      editor.destroy();
    }
  });
});
