import 'server-only';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { getDb } from '@/db/client';
import type { Db } from '@/db/create';
import { getSession } from '@/features/auth/server/auth';
import { fieldErrors } from '@/features/survey/server/endpoint';
import { appErrorStatus, type AppErrorCode } from '@/lib/app-error';
import { fromThisSite } from '@/lib/server/same-origin';

const noStore = { 'Cache-Control': 'private, no-store' };
const MAX_BODY = 65_536;

export interface AdminContext {
  db: Db;
  /** The admin making the request. */
  adminId: string;
  now: Date;
}

/** A refusal of an admin action: its code (and so its status) and the message key the page shows. */
export interface Refused {
  error: AppErrorCode;
  fields: Record<string, string>;
}

export const refuse = (error: AppErrorCode, field: string, problem: string): Refused => ({ error, fields: { [field]: problem } });

const json = (body: object, status = 200) => NextResponse.json(body, { status, headers: noStore });

/**
 * Who may call an admin endpoint: a visitor is 401, a member 403 (DESIGN.md §6: the role is
 * checked against the session in the database on every call, never only in the proxy).
 */
export async function adminSession(): Promise<{ adminId: string } | { refused: NextResponse }> {
  const session = await getSession();
  if (!session) return { refused: json({ error: 'unauthenticated' }, 401) };
  if (session.user.role !== 'admin') return { refused: json({ error: 'permission-denied' }, 403) };
  return { adminId: session.user.id };
}

/**
 * Every admin change: a POST from a page of this site, by an admin, with a body within limits
 * that passes the schema. The action answers its result, or a refusal with translated fields.
 */
export function adminAction<T>(schema: z.ZodType<T>, act: (context: AdminContext, body: T) => Promise<object | Refused>) {
  return async function POST(request: Request) {
    if (!fromThisSite(request)) return json({ error: 'permission-denied' }, 403);
    const who = await adminSession();
    if ('refused' in who) return who.refused;
    const raw = await request.text();
    if (raw.length > MAX_BODY) return json({ error: 'invalid-argument', fields: { _: 'tooLong' } }, 413);
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return json({ error: 'invalid-argument', fields: { _: 'invalid' } }, 400);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) return json({ error: 'invalid-argument', fields: fieldErrors(parsed.error) }, 400);
    const { db } = await getDb();
    const result = await act({ db, adminId: who.adminId, now: new Date() }, parsed.data);
    if ('error' in result) return json(result, appErrorStatus[(result as Refused).error] ?? 400);
    return json({ ok: true, ...result });
  };
}

/** An admin read (a GET): 401 for visitors, 403 for members, never cached. */
export function adminRead(read: (context: AdminContext, request: Request) => Promise<Response>) {
  return async function GET(request: Request) {
    const who = await adminSession();
    if ('refused' in who) return who.refused;
    const { db } = await getDb();
    return read({ db, adminId: who.adminId, now: new Date() }, request);
  };
}
