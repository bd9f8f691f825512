/** Where Meta sends the browser back after consent (under /api). */
export const CALLBACK_PATH = '/integrations/facebook/callback';
/** Where Meta's page subscription sends lead notifications (under /api). */
export const WEBHOOK_PATH = '/integrations/facebook/webhook';
