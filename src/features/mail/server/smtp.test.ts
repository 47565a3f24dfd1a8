import { describe, expect, it } from 'vitest';
import { smtpOptions } from './smtp';

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
