import { adminRead } from '@/features/admin/server/endpoint';
import { purchaseQueryFrom, purchasesCsv } from '@/features/admin/server/purchases-admin';

/** The purchases of the table's filters, every page, as CSV. */
export const GET = adminRead(async ({ db, now }, request) => {
  const csv = await purchasesCsv(db, purchaseQueryFrom(new URL(request.url).searchParams));
  return new Response(`\uFEFF${csv}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="exhale-purchases-${now.toISOString().slice(0, 10)}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
});
