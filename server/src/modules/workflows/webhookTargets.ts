import type { GraphIssue, WorkflowTasks } from '../../../../contract/workflows';
import { isSandboxWebhookUrl, WEBHOOK_SANDBOX_HOST } from '../../connectors/webhooks';
import { checkTarget, SafeFetchError, type SafeFetchOptions } from '../../net/safeFetch';

/** How long saving waits for a host name to resolve; past that the run's own check decides. */
const RESOLVE_WITHIN_MS = 2_000;

/**
 * The webhook steps whose URL the engine would refuse (net/safeFetch.ts): said when the workflow
 * is saved, on the step, instead of as a failed run later. A host that does not resolve now (or
 * not in time) is accepted: it may resolve when the step runs, which checks every address again
 * anyway (this is for the user's sake; the run's check is the one that protects).
 */
export async function webhookTargetIssues(
  config: { sandboxAllowed: boolean },
  tasks: WorkflowTasks,
  options: Pick<SafeFetchOptions, 'resolve' | 'isAllowedAddress'> = {},
): Promise<GraphIssue[]> {
  const issues: GraphIssue[] = [];
  for (const step of tasks.steps) {
    if (step.type !== 'webhook' || !step.url.trim()) continue;
    const refuse = (message: string) => issues.push({ stepId: step.id, field: 'url', code: 'url_refused', message });
    if (isSandboxWebhookUrl(step.url)) {
      if (!config.sandboxAllowed) refuse(`${WEBHOOK_SANDBOX_HOST} is the sandbox inbox, which is off on this server`);
      continue;
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => { timer = setTimeout(() => resolve(null), RESOLVE_WITHIN_MS); });
    try {
      await Promise.race([checkTarget(step.url, options), late]);
    } catch (e) {
      if (e instanceof SafeFetchError && (e.code === 'bad_url' || e.code === 'bad_scheme' || e.code === 'blocked_address')) refuse(e.message);
      else if (!(e instanceof SafeFetchError)) throw e;
    } finally {
      clearTimeout(timer);
    }
  }
  return issues;
}
