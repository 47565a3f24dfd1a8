import nodemailer from 'nodemailer';
import type { SendMail } from './deliver';

/** Sends through the SMTP server of `url` (smtp:// or smtps://, credentials in the URL). */
export function smtpSender(url: string, from: string): SendMail {
  const transport = nodemailer.createTransport(url);
  return async (message) => {
    await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html ?? undefined });
  };
}
