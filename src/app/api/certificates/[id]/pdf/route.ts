import { getSession } from '@/features/auth/server/auth';
import { certificateContent, certificateFileName, certificateLanguage } from '@/features/certificates/server/content';
import { viewableCertificate } from '@/features/certificates/server/get-certificate';
import { certificatePdf } from '@/features/certificates/server/pdf';
import { printableContent } from '@/features/certificates/server/printable';
import { defaultLocale, isLocale } from '@/i18n/locales';

/**
 * "Download PDF": the certificate as a one-page PDF made on the server. A private certificate is
 * its owner's alone (404 to anyone else, as on its page); `?locale=` is the language of the page it
 * was downloaded from, whose address the verification line shows.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const [{ id }, session] = await Promise.all([params, getSession()]);
  const found = await viewableCertificate(id, session?.user.id ?? null);
  if (!found) return Response.json({ error: 'not-found' }, { status: 404, headers: { 'Cache-Control': 'private, no-store' } });
  const requested = new URL(request.url).searchParams.get('locale');
  const pageLocale = requested && isLocale(requested) ? requested : certificateLanguage(found.certificate, defaultLocale);
  const pdf = await certificatePdf(await printableContent(await certificateContent(found.certificate, pageLocale)));
  const { certificate } = found;
  return new Response(Buffer.from(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${certificateFileName(certificate)}"`,
      'Content-Length': String(pdf.byteLength),
      // The owner's edits show at once; a private certificate is never kept by a shared cache.
      'Cache-Control': 'private, no-cache',
      ...(certificate.visibility === 'public' && certificate.indexable ? {} : { 'X-Robots-Tag': 'noindex' }),
    },
  });
}
