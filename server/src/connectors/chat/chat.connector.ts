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
  /** The company the app belongs to (the Cloud API's number serves one company). */
  companyId?: string;
  /** The connector that made the session (`sandbox` or `cloud`). */
  provider?: string;
};

/** What a login stores: the session columns, and the connected number and provider when it knows them. */
export type SessionChange = Partial<SessionRow> & { status: ChatSessionStatus; phone?: string | null; provider?: string };

export type OutgoingMessage = {
  to: string;
  type: 'text' | 'image' | 'video' | 'audio' | 'document';
  /** The text as the contact reads it (a template already filled in). */
  text: string | null;
  caption: string | null;
  media: { contentType: string; fileName: string | null; body: Buffer } | null;
  /**
   * Set when the text comes from an approved template: its source and the values in the order of
   * `variablesOf(templateSource(...))`. A channel that only takes templates outside the 24-hour
   * window (the Cloud API) sends it as a template there.
   */
  template?: { name: string; language: string; header: string | null; message: string; values: string[] } | null;
  /** Whether the contact wrote in the last 24 hours (free text allowed). */
  windowOpen?: boolean;
};

export type TemplateForReview = {
  name: string; category: string; header: string | null; message: string; variables: string[];
  language?: string; companyId?: string;
};
export type TemplateReview = { status: TemplateStatus; reason: string | null };

/**
 * The chat channel's outside service. The sandbox (default) pairs a local "phone" page by QR and
 * answers everything offline; the WhatsApp Business Cloud API is used when its credentials are set.
 */
export interface ChatConnector {
  readonly provider: 'sandbox' | 'cloud';
  /** The session at `now` (a waiting session's QR codes expire and run out with time). */
  session(row: SessionRow, now: Date): SessionView;
  /** Starts pairing (the sandbox) or checks the number (the Cloud API): the session columns to store. */
  login(row: SessionRow, now: Date): SessionChange | Promise<SessionChange>;
  /** Hands the message to the channel; its id there and the status it starts with. */
  send(message: OutgoingMessage): Promise<{ vendorId: string; status: 'sent' | 'delivered' }>;
  /** The channel's review of a template (the sandbox decides by a fixed rule). */
  review(template: TemplateForReview): Promise<TemplateReview>;
}
