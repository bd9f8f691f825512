import type { Editor } from 'grapesjs';
import type { BuilderSave } from '../../api/landingsClient';

/** What a save sends: the page as GrapesJS exports it (published as is) and its project (reopened). */
export function builderSnapshot(editor: Editor): BuilderSave {
  return { html: editor.getHtml(), css: editor.getCss() ?? '', project: editor.getProjectData() as BuilderSave['project'] };
}
