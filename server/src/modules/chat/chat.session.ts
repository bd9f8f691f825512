import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import type { ChatApp, ChatSession } from '../../../../contract/chat';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../http/errors';
import { SandboxChat } from '../../connectors/chat/sandbox';
import * as repo from './chat.repository';
import type { AppRow } from './chat.repository';

const token = () => randomBytes(24).toString('base64url');

/** The app a call names, or the company's first (created on first use). A foreign app id is a 404. */
export async function appFor(deps: AppDeps, companyId: string, appId?: string | null): Promise<AppRow> {
  if (appId) {
    const app = await repo.findApp(deps.db, companyId, appId);
    if (!app) throw notFound('Chat app');
    return app;
  }
  const [first] = await repo.ensureApps(deps.db, companyId, deps.connectors.chat.provider);
  return first!;
}

/**
 * The session as of now. A waiting session's QR codes expire by the clock, so the state is
 * worked out when asked; running out of codes is stored (and announced) as `failed`.
 */
export async function currentSession(deps: AppDeps, app: AppRow, now = new Date()): Promise<{ app: AppRow; session: ChatSession; qrRef: number | null }> {
  const view = deps.connectors.chat.session(app, now);
  let row = app;
  if (view.status !== app.status) {
    row = await repo.updateApp(deps.db, app.id, { status: view.status, reason: view.reason, pairingToken: null });
    await announceStatus(deps, row);
  }
  return {
    app: row,
    qrRef: view.qrRef,
    session: {
      appId: row.id, status: view.status, phone: row.status === 'ready' ? row.phone : null, qrExpiresAt: view.qrExpiresAt?.toISOString() ?? null, reason: view.reason,
      pairingUrl: view.status === 'waiting' && view.qrRef && row.pairingToken && deps.connectors.chat instanceof SandboxChat ? pairingUrl(deps, row.pairingToken, view.qrRef) : null,
    },
  };
}

export async function login(deps: AppDeps, app: AppRow) {
  const now = new Date();
  const change = await deps.connectors.chat.login(app, now);
  const sameProvider = !change.provider || change.provider === app.provider;
  if (change.status === app.status && app.status === 'ready' && sameProvider) return currentSession(deps, app, now);
  const row = await repo.updateApp(deps.db, app.id, { ...change, pairingToken: change.status === 'waiting' ? token() : null });
  await announceStatus(deps, row);
  return currentSession(deps, row, now);
}

export async function logout(deps: AppDeps, app: AppRow) {
  const row = await repo.updateApp(deps.db, app.id, { status: 'loggedOut', reason: 'logged_out', pairingToken: null, deviceToken: null, loginStartedAt: null });
  await announceStatus(deps, row);
  return currentSession(deps, row);
}

/** The content of the QR code: the sandbox's pairing page, one URL per code (an old code stops working). */
export function pairingUrl(deps: AppDeps, pairingTokenValue: string, ref: number): string {
  return `${deps.config.publicUrl}/api/chat/sandbox/pair/${pairingTokenValue}?ref=${ref}`;
}

export async function qrImage(deps: AppDeps, app: AppRow, format: 'png' | 'svg'): Promise<{ type: string; body: Buffer | string }> {
  const { app: row, qrRef } = await currentSession(deps, app);
  if (row.status !== 'waiting' || !qrRef || !row.pairingToken) {
    throw new AppError(404, 'no_qr', 'There is no QR code: the session is not waiting for a scan (call wpplogin)');
  }
  const content = pairingUrl(deps, row.pairingToken, qrRef);
  if (format === 'svg') return { type: 'image/svg+xml', body: await QRCode.toString(content, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }) };
  return { type: 'image/png', body: await QRCode.toBuffer(content, { type: 'png', width: 320, margin: 2, errorCorrectionLevel: 'M' }) };
}

/**
 * The sandbox phone scans code `ref`: only the current code pairs. Returns the phone page's
 * capability, or why not.
 */
export async function pair(deps: AppDeps, pairingTokenValue: string, ref: number, phone: string): Promise<{ deviceToken: string } | { error: 'expired' | 'unknown' }> {
  const app = await repo.findAppByToken(deps.db, 'pairingToken', pairingTokenValue);
  if (!app) return { error: 'unknown' };
  const { qrRef, app: row } = await currentSession(deps, app);
  if (row.status !== 'waiting' || qrRef !== ref) return { error: 'expired' };
  const deviceToken = token();
  const paired = await repo.updateApp(deps.db, app.id, { status: 'ready', phone, reason: null, pairingToken: null, deviceToken });
  await announceStatus(deps, paired);
  return { deviceToken };
}

/** Members of the company follow the session live (the socket's `chatStatus`). */
async function announceStatus(deps: AppDeps, app: AppRow): Promise<void> {
  if (!deps.realtime) return;
  const members = await deps.db.selectFrom('companyMembers').select('userId').where('companyId', '=', app.companyId).execute();
  deps.realtime.emitToUsers(members.map((m) => m.userId), 'chatStatus', { companyId: app.companyId, appId: app.id, status: app.status });
}

export function toApp(row: AppRow): ChatApp {
  return {
    _id: row.id, companyId: row.companyId, name: row.name, provider: row.provider === 'cloud' ? 'cloud' : 'sandbox',
    phone: row.phone, status: row.status, container: row.container,
  };
}
