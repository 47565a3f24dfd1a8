import nodemailer from 'nodemailer';
import type { SendMail } from './deliver';

type SmtpOptions = { host: string; port?: number; secure: boolean; auth?: { user: string; pass: string }; tls?: Record<string, string | number | boolean> } & Record<string, unknown>;

function queryValue(value: string): string | number | boolean {
  if (value === 'true' || value === 'false') return value === 'true';
  return value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value;
}

/**
 * The transport's options from SMTP_URL, read with the WHATWG URL parser (handing the string to
 * Nodemailer makes it use Node's deprecated url.parse, DEP0169): smtp:// or smtps://, credentials
 * (percent-encoded) in the URL, options such as `?ignoreTLS=true` or `?tls.rejectUnauthorized=false`
 * in the query.
 */
export function smtpOptions(url: string): SmtpOptions {
  const parsed = new URL(url);
  const options: SmtpOptions = { host: parsed.hostname, secure: parsed.protocol === 'smtps:' };
  if (parsed.port) options.port = Number(parsed.port);
  if (parsed.username) options.auth = { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) };
  for (const [key, value] of parsed.searchParams) {
    if (key.startsWith('tls.')) options.tls = { ...options.tls, [key.slice(4)]: queryValue(value) };
    else if (!key.includes('.') && !(key in options)) options[key] = queryValue(value);
  }
  return options;
}

/** The Message-ID of the outbox row `id`, on the sender's domain: the same for every try. */
export function messageIdOf(id: string, from: string): string {
  const address = from.match(/<([^>]+)>/)?.[1] ?? from;
  const domain = address.includes('@') ? address.split('@').at(-1)?.trim() : undefined;
  return `<${id}@${domain && /^[a-z0-9.-]+$/i.test(domain) ? domain : 'exhale.invalid'}>`;
}

/** Sends through the SMTP server of `url` (smtp:// or smtps://, credentials in the URL). */
export function smtpSender(url: string, from: string): SendMail {
  const transport = nodemailer.createTransport(smtpOptions(url));
  return async (message) => {
    await transport.sendMail({
      from,
      messageId: message.id ? messageIdOf(message.id, from) : undefined,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? undefined,
      // RFC 2369 and RFC 8058: mail clients offer their own one-click "unsubscribe" button.
      headers: message.unsubscribeUrl ? { 'List-Unsubscribe': `<${message.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : undefined,
    });
  };
}
