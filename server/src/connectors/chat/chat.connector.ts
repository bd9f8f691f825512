import type { ChatSessionStatus, TemplateStatus } from '../../../../contract/chat';

/** What the session is, as the connector sees it at a moment. */
export type SessionView = {
  status: ChatSessionStatus;
  /** While waiting: the number of the current QR code (each scan URL carries it) and when it expires. */
  qrRef: number | null;
  qrExpiresAt: Date | null;
  reason: string | null;
};

/** The app row the connector works from (its session columns). */
export type SessionRow = {
  status: ChatSessionStatus;
  reason: string | null;
  loginStartedAt: Date | null;
};

export type OutgoingMessage = {
  to: string;
  type: 'text' | 'image' | 'video' | 'audio' | 'document';
  text: string | null;
  caption: string | null;
  media: { contentType: string; fileName: string | null; body: Buffer } | null;
};

export type TemplateForReview = { name: string; category: string; header: string | null; message: string; variables: string[] };
export type TemplateReview = { status: TemplateStatus; reason: string | null };

/**
 * The chat channel's outside service. The sandbox (default) pairs a local "phone" page by QR and
 * answers everything offline; the WhatsApp Business Cloud API is used when its credentials are set.
 */
export interface ChatConnector {
  readonly provider: 'sandbox' | 'cloud';
  /** The session at `now` (a waiting session's QR codes expire and run out with time). */
  session(row: SessionRow, now: Date): SessionView;
  /** Starts pairing: the session columns to store. */
  login(row: SessionRow, now: Date): Partial<SessionRow> & { status: ChatSessionStatus };
  /** Hands the message to the channel; its id there and the status it starts with. */
  send(message: OutgoingMessage): Promise<{ vendorId: string; status: 'sent' | 'delivered' }>;
  /** The channel's review of a template (the sandbox decides by a fixed rule). */
  review(template: TemplateForReview): Promise<TemplateReview>;
}
