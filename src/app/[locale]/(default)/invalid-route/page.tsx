import { notFound } from 'next/navigation';
import { pageLocale, type LocaleParams } from '@/features/shell/server/page-locale';

// Where the proxy sends a path whose id has an invalid format (spec §8): 404 with the full path,
// shown by this segment's not-found. Rendered per request, since it reads the path from the proxy.
export const dynamic = 'force-dynamic';

export default async function InvalidRoute({ params }: LocaleParams) {
  await pageLocale(params);
  notFound();
}
