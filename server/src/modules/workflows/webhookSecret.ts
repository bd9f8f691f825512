import { hkdfSync } from 'node:crypto';
import type { Config } from '../../config';
import { serverSecret } from '../../security/serverSecret';

/**
 * The secret a workflow's webhook steps sign with (net/webhookSignature.ts), derived
 * (HKDF-SHA256, i.e. HMAC) from the server's own secret and the workflow's id, so nothing is
 * stored and no new setting is needed: the same server always gives the same secret, each
 * workflow its own, and one leaked secret tells nothing of another's or of the server's.
 * Rotating JWT_SECRET (or DATA_DIR/secrets.json) changes every workflow's secret: receivers
 * must then copy the new one. Shown only by getWorkflowWebhookSecret; never logged, never in a
 * step's output.
 */
export function workflowWebhookSecret(config: Pick<Config, 'JWT_SECRET' | 'DATA_DIR'>, workflowId: string): string {
  const key = hkdfSync('sha256', serverSecret(config), 'crm-workflow-webhooks', `webhook signing secret v1 ${workflowId}`, 32);
  return `whsec_${Buffer.from(key).toString('base64url')}`;
}
