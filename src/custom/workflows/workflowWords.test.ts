import { describe, expect, it } from 'vitest';
import { ApiError } from '../../dataProvider/ApiError';
import { createTestI18n } from '../../test/createTestI18n';
import { createTestI18nProvider } from '../../test/createTestI18nProvider';
import { issueWithPlace, refusalIssues } from './workflowWords';

describe('a refused save, in the user’s words', () => {
  it('reads the server’s refused webhook URL off the error and names the step', () => {
    const error = new ApiError('Step hook: The URL points to a private, local or reserved address, which cannot be called', 400, { error_code: 'workflow_invalid', details: [
      { path: 'body.tasks.steps.hook.url', message: 'The URL points to…', code: 'url_refused', stepId: 'hook', field: 'url' },
    ] });
    const issues = refusalIssues(error);
    expect(issues).toHaveLength(1);
    const steps = [{ id: 'hook', type: 'webhook' as const, url: 'http://127.0.0.1/', next: null }];
    const es = createTestI18nProvider(createTestI18n('es')).translate;
    const en = createTestI18nProvider(createTestI18n('en')).translate;
    expect(issueWithPlace(es, issues[0], steps)).toMatch(/^Llamar a un webhook: El servidor no llamará a esta dirección/);
    expect(issueWithPlace(en, issues[0], steps)).toMatch(/^Call a webhook: The server will not call this URL/);
  });
});
