import { describe, expect, it } from 'vitest';
import { messageIdOf, smtpOptions } from './smtp';

describe('SMTP_URL', () => {
  it('gives host, port, security and decoded credentials', () => {
    expect(smtpOptions('smtps://mailer%40exhale.example:p%3Ass@smtp.example:465')).toEqual({
      host: 'smtp.example',
      port: 465,
      secure: true,
      auth: { user: 'mailer@exhale.example', pass: 'p:ss' },
    });
    expect(smtpOptions('smtp://127.0.0.1:3297')).toEqual({ host: '127.0.0.1', port: 3297, secure: false });
  });

  it('reads options from the query, TLS ones nested, values typed', () => {
    expect(smtpOptions('smtp://smtp.example:587?ignoreTLS=true&pool=true&maxConnections=3&tls.rejectUnauthorized=false&host=other')).toEqual({
      host: 'smtp.example',
      port: 587,
      secure: false,
      ignoreTLS: true,
      pool: true,
      maxConnections: 3,
      tls: { rejectUnauthorized: false },
    });
  });
});

describe('Message-ID', () => {
  it('is the outbox row on the sender\'s domain, the same on every try', () => {
    expect(messageIdOf('5f0c', 'Exhale <hello@mail.exhale.example>')).toBe('<5f0c@mail.exhale.example>');
    expect(messageIdOf('5f0c', 'hello@exhale.example')).toBe('<5f0c@exhale.example>');
    expect(messageIdOf('5f0c', 'Exhale <hello@exhale.example>')).toBe(messageIdOf('5f0c', 'Exhale <hello@exhale.example>'));
  });

  it('falls back to a reserved domain when the sender has none that can be used', () => {
    expect(messageIdOf('5f0c', 'Exhale')).toBe('<5f0c@exhale.invalid>');
    expect(messageIdOf('5f0c', 'x@bad domain>')).toBe('<5f0c@exhale.invalid>');
  });
});
