import nodemailer from 'nodemailer';
import { extraHeaders, fromHeader, MailSendError, type MailConnector } from './mail.connector';

/**
 * Headers the DKIM signature covers. nodemailer's default list lacks List-Unsubscribe-Post, and
 * RFC 8058 §4 wants both unsubscribe headers signed (receivers ignore unsigned one-click headers).
 */
export const DKIM_SIGNED_HEADERS = [
  'From', 'Sender', 'Reply-To', 'Subject', 'Date', 'Message-ID', 'To', 'Cc', 'MIME-Version', 'Content-Type',
  'Content-Transfer-Encoding', 'In-Reply-To', 'References', 'List-Id', 'List-Unsubscribe', 'List-Unsubscribe-Post',
].join(':');

type SmtpError = Error & { responseCode?: number; code?: string; command?: string };

/**
 * A refusal the SMTP server stated (4xx: later, 5xx: never) or a connection that never opened
 * (the message was not handed over, so trying again cannot duplicate it). Anything else may
 * have happened after the server took the message and is treated as permanent: not retried.
 */
export function smtpError(error: SmtpError): MailSendError {
  if (error.code === 'EAUTH') return new MailSendError('The SMTP server refused the credentials', true, 'smtp_auth');
  const code = error.responseCode;
  if (code && code >= 400 && code < 500) return new MailSendError(`SMTP ${code}: ${error.message}`, false, 'smtp_temporary');
  if (code && code >= 500) return new MailSendError(`SMTP ${code}: ${error.message}`, true, 'smtp_rejected');
  if (error.command === 'CONN' || error.code === 'ECONNECTION') {
    return new MailSendError(`SMTP connection failed: ${error.message}`, false, 'smtp_connection');
  }
  return new MailSendError(`SMTP error: ${error.message}`, true, 'smtp_error');
}

/**
 * Real delivery through any SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465),
 * over a pool of kept-open connections (a bulk send would otherwise open one per message).
 * Marketing mail is DKIM-signed with its sending domain's key.
 */
export function createSmtpMail(smtpUrl: string, from: string, options: { maxConnections?: number } = {}): MailConnector {
  // The URL's own settings (host, port, credentials, ?query options) apply; the pool is ours.
  const transport = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: options.maxConnections ?? 5, maxMessages: 1000 });
  return {
    kind: 'smtp',
    async send(message) {
      try {
        const info = await transport.sendMail({
          from: fromHeader(message, from),
          to: message.toName ? { name: message.toName, address: message.to } : message.to,
          replyTo: message.replyTo,
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: extraHeaders(message),
          ...(message.messageId ? { messageId: message.messageId } : {}),
          ...(message.dkim ? { dkim: { ...message.dkim, headerFieldNames: DKIM_SIGNED_HEADERS } } : {}),
        });
        return { id: info.messageId };
      } catch (error) {
        throw smtpError(error as SmtpError);
      }
    },
    // Delivered mail is the SMTP server's business; keeping copies (reset codes…) here would be a leak.
    outbox: async () => [],
    close: async () => transport.close(),
  };
}
