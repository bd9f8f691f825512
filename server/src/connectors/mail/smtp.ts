import nodemailer from 'nodemailer';
import type { MailConnector } from './mail.connector';

/** Real delivery through any SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465). */
export function createSmtpMail(smtpUrl: string, from: string): MailConnector {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      const info = await transport.sendMail({
        from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.tag ? { 'X-Tag': message.tag } : undefined,
      });
      return { id: info.messageId };
    },
    // Delivered mail is the SMTP server's business; keeping copies (reset codes…) here would be a leak.
    outbox: async () => [],
  };
}
