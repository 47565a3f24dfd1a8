import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/create';
import { certificate, user } from '@/db/schema';
import { testDatabase } from '../../../../test/database';
import { certificateForEdit, editCertificate } from './get-certificate';

// The edit page's data call (GET /api/certificates/[id]): the owner's fields, nobody else's.

let database: Database;
const reachedAt = new Date('2026-12-01T12:00:00Z');

beforeAll(async () => {
  database = await testDatabase();
  await database.db.insert(user).values([
    { id: 'e1', name: 'Olena', email: 'olena-edit@example.test', locale: 'ru' },
    { id: 'e2', name: 'Sam', email: 'sam-edit@example.test', locale: 'de' },
  ]);
  await database.db.insert(certificate).values([
    { id: 'OlenaPrivate_000000001', userId: 'e1', kind: 'day1', reachedAt, displayName: 'Olena Kovalenko', locale: 'ru' },
    { id: 'OlenaPublic_0000000002', userId: 'e1', kind: 'days3', reachedAt, displayName: 'O. K.', dedication: 'For my daughter', visibility: 'public', indexable: true, locale: 'de' },
    { id: 'OldLanguage_0000000003', userId: 'e1', kind: 'week1', reachedAt, displayName: 'Olena', locale: 'xx' },
  ]);
});
afterAll(async () => database?.close());

describe('certificateForEdit', () => {
  it('gives the owner the editable fields, as stored', async () => {
    expect(await certificateForEdit(database.db, 'OlenaPrivate_000000001', 'e1')).toEqual({
      displayName: 'Olena Kovalenko',
      dedication: null,
      visibility: 'private',
      indexable: false,
      locale: 'ru',
    });
    expect(await certificateForEdit(database.db, 'OlenaPublic_0000000002', 'e1')).toEqual({
      displayName: 'O. K.',
      dedication: 'For my daughter',
      visibility: 'public',
      indexable: true,
      locale: 'de',
    });
    // A language the site no longer has: null, and the page falls back to its own.
    expect(await certificateForEdit(database.db, 'OldLanguage_0000000003', 'e1')).toMatchObject({ locale: null });
  });

  it('refuses anyone else, whether the certificate is private or public', async () => {
    expect(await certificateForEdit(database.db, 'OlenaPrivate_000000001', 'e2')).toBe('permission-denied');
    expect(await certificateForEdit(database.db, 'OlenaPublic_0000000002', 'e2')).toBe('permission-denied');
  });

  it('answers not-found for an unknown id, also for the owner', async () => {
    expect(await certificateForEdit(database.db, 'NoSuchCertificate_0001', 'e1')).toBe('not-found');
    expect(await certificateForEdit(database.db, 'NoSuchCertificate_0001', 'e2')).toBe('not-found');
  });

  it('shows an edit at once (the statement is prepared once, its answers are not kept)', async () => {
    await certificateForEdit(database.db, 'OlenaPrivate_000000001', 'e1');
    const saved = await editCertificate(database.db, 'OlenaPrivate_000000001', 'e1', { displayName: 'O. Kovalenko', dedication: 'Для мамы', visibility: 'public', indexable: false, locale: 'pl' });
    expect(saved).toMatchObject({ displayName: 'O. Kovalenko' });
    expect(await certificateForEdit(database.db, 'OlenaPrivate_000000001', 'e1')).toEqual({
      displayName: 'O. Kovalenko',
      dedication: 'Для мамы',
      visibility: 'public',
      indexable: false,
      locale: 'pl',
    });
  });
});
