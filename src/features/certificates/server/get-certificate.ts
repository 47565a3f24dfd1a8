import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { onAppDb } from '@/db/client';
import type { Db } from '@/db/create';
import { queryPrepared } from '@/db/prepared';
import { certificate, milestone, quitAttempt, user } from '@/db/schema';
import { isLocale } from '@/i18n/locales';
import type { CertificateEditData } from '../schema';

export type Certificate = typeof certificate.$inferSelect;
/**
 * A certificate as it is shown, with the time zone its date is read in: the quit attempt's for a
 * milestone (it was reached at the start of a day there), UTC for a challenge's (its instant is
 * midday UTC of the challenge's last day).
 */
export type ShownCertificate = Certificate & { timeZone: string };

/**
 * A certificate as `viewerId` may see it: its owner always, anyone else only when it is public.
 * Everything else (unknown id, someone else's private certificate) is null, so a private
 * certificate is indistinguishable from one that does not exist.
 */
export async function getCertificateFor(db: Db, id: string, viewerId: string | null): Promise<{ certificate: ShownCertificate; own: boolean } | null> {
  const [row] = await db
    .select({ certificate, timeZone: quitAttempt.timeZone })
    .from(certificate)
    .leftJoin(milestone, eq(milestone.id, certificate.milestoneId))
    .leftJoin(quitAttempt, eq(quitAttempt.id, milestone.attemptId))
    .where(eq(certificate.id, id));
  if (!row) return null;
  const own = viewerId !== null && row.certificate.userId === viewerId;
  if (!own && row.certificate.visibility !== 'public') return null;
  return { certificate: { ...row.certificate, timeZone: row.timeZone ?? 'UTC' }, own };
}

/** getCertificateFor on the app's database: the certificate page, its share image and its PDF. */
export const viewableCertificate = onAppDb(getCertificateFor);

/**
 * A certificate with its owner's name and address, whoever asks (the certification email's web
 * view, whose signed link is the authority): undefined for an unknown id.
 */
export async function certificateWithOwner(db: Db, id: string) {
  const [row] = await db
    .select({ id: certificate.id, kind: certificate.kind, locale: certificate.locale, userId: certificate.userId, name: user.name, email: user.email })
    .from(certificate)
    .innerJoin(user, eq(user.id, certificate.userId))
    .where(eq(certificate.id, id));
  return row;
}

/** certificateWithOwner on the app's database. */
export const certificateWithOwnerOf = onAppDb(certificateWithOwner);

/** A person's certificates, oldest first. */
export async function certificatesOf(db: Db, userId: string): Promise<Certificate[]> {
  return db.select().from(certificate).where(eq(certificate.userId, userId)).orderBy(asc(certificate.reachedAt));
}

/**
 * The fields the owner's edit page shows, for `userId` (GET /api/certificates/[id]): one
 * statement, by the primary key. 'not-found' for an unknown id, 'permission-denied' for someone
 * else's certificate (whether it is public or not: only its owner edits it).
 */
export async function certificateForEdit(db: Db, id: string, userId: string): Promise<CertificateEditData | 'not-found' | 'permission-denied'> {
  const [row] = await queryPrepared<Omit<CertificateEditData, 'locale'> & { userId: string; locale: string }>(
    db,
    'certificate_for_edit',
    sql`select c.user_id as "userId", c.display_name as "displayName", c.dedication, c.visibility, c.indexable, c.locale
      from ${certificate} c where c.id = ${id}`,
  );
  if (!row) return 'not-found';
  if (row.userId !== userId) return 'permission-denied';
  return { displayName: row.displayName, dedication: row.dedication, visibility: row.visibility, indexable: row.indexable, locale: isLocale(row.locale) ? row.locale : null };
}

/** certificateForEdit on the app's database (GET /api/certificates/[id]). */
export const editableCertificate = onAppDb(certificateForEdit);

/**
 * Applies an owner's edit. 'not-found' for an unknown id, 'permission-denied' for someone else's
 * certificate; the certificate as saved otherwise.
 */
export async function editCertificate(
  db: Db,
  id: string,
  userId: string,
  edit: { displayName: string; dedication: string | null; visibility: 'private' | 'public'; indexable: boolean; locale: string },
): Promise<Certificate | 'not-found' | 'permission-denied'> {
  const [row] = await db.select({ userId: certificate.userId }).from(certificate).where(eq(certificate.id, id));
  if (!row) return 'not-found';
  if (row.userId !== userId) return 'permission-denied';
  const [saved] = await db
    .update(certificate)
    .set({ ...edit, indexable: edit.visibility === 'public' && edit.indexable, updatedAt: new Date() })
    .where(eq(certificate.id, id))
    .returning();
  return saved!;
}

/** editCertificate on the app's database (POST /api/certificates/[id]). */
export const saveCertificateEdit = onAppDb(editCertificate);
