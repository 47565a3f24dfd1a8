import { ImageResponse } from 'next/og';
import { certificateContent, certificateLanguage } from '@/features/certificates/server/content';
import { fontFile } from '@/features/certificates/server/fonts';
import { viewableCertificate } from '@/features/certificates/server/get-certificate';
import { SHARE_NAME_WIDTH, shareNameSize } from '@/features/certificates/server/share-layout';
import { printableContent } from '@/features/certificates/server/printable';
import { defaultLocale } from '@/i18n/locales';

const SHARE_IMAGE_SIZE = { width: 1200, height: 630 };

/**
 * The picture a shared certificate link previews with (Open Graph, 1200×630 PNG): the name and the
 * milestone in the certificate's language. Only public certificates have one; it is fetched by
 * link previewers, who are never signed in.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const found = await viewableCertificate(id, null);
  if (!found) return Response.json({ error: 'not-found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  // Only what the font draws: anything else would be a box, or (an emoji) a picture fetched from
  // elsewhere, which this server does not do.
  const content = await printableContent(await certificateContent(found.certificate, certificateLanguage(found.certificate, defaultLocale)));
  const [regular, bold] = await Promise.all([fontFile('DejaVuSans.ttf'), fontFile('DejaVuSans-Bold.ttf')]);
  const nameSize = await shareNameSize(content.name);
  return new ImageResponse(
    (
      <div style={{ width: '100%', height: '100%', display: 'flex', background: '#f6f8f4', padding: 40, fontFamily: 'DejaVu Sans' }}>
        <div
          style={{
            flex: 1,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            background: '#ffffff',
            border: '4px solid #aeead4',
            borderRadius: 32,
            padding: '32px 64px',
            textAlign: 'center',
            color: '#14211d',
          }}
        >
          <svg width="60" height="60" viewBox="0 0 32 32">
            <rect width="32" height="32" rx="9" fill="#0f6a57" />
            <path d="M8 19c3.2 0 3.2-4 6.4-4s3.2 4 6.4 4 3.2-4 3.2-4M8 13c2.1 0 3-2 5-2" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
          <div style={{ marginTop: 20, fontSize: 24, fontWeight: 700, letterSpacing: 4, color: '#0f5447', textTransform: 'uppercase' }}>{content.eyebrow}</div>
          <div style={{ marginTop: 24, fontSize: nameSize, fontWeight: 700, lineHeight: 1.1, maxWidth: SHARE_NAME_WIDTH, display: 'flex', justifyContent: 'center', wordBreak: 'break-word' }}>{content.name}</div>
          <div style={{ marginTop: 24, fontSize: 44, fontWeight: 700, color: '#0f5447' }}>{content.milestone}</div>
          <div style={{ marginTop: 16, fontSize: 28, color: '#4a5a55' }}>{content.date}</div>
          <div style={{ marginTop: 32, fontSize: 22, color: '#4a5a55' }}>{content.issuer}</div>
        </div>
      </div>
    ),
    {
      ...SHARE_IMAGE_SIZE,
      fonts: [
        { name: 'DejaVu Sans', data: regular, weight: 400, style: 'normal' },
        { name: 'DejaVu Sans', data: bold, weight: 700, style: 'normal' },
      ],
      headers: { 'Cache-Control': 'public, max-age=300' },
    },
  );
}
