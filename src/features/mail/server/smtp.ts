import nodemailer from 'nodemailer';
import type { SendMail } from './deliver';

/** Sends through the SMTP server of `url` (smtp:// or smtps://, credentials in the URL). */
export function smtpSender(url: string, from: string): SendMail {
  const transport = nodemailer.createTransport(url);
  return async (message) => {
    await transport.sendMail({
      from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? undefined,
      // RFC 2369 and RFC 8058: mail clients offer their own one-click "unsubscribe" button.
      headers: message.unsubscribeUrl ? { 'List-Unsubscribe': `<${message.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : undefined,
    });
  };
}
