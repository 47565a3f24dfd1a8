import 'server-only';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { getDb } from '@/db/client';
import type { Db } from '@/db/create';
import { getSession } from '@/features/auth/server/auth';
import { signedInJson } from '@/features/survey/server/endpoint';
import { appErrorStatus, type AppErrorCode } from '@/lib/app-error';

const noStore = { 'Cache-Control': 'private, no-store' };

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
 * Every admin change: the checks of every signed-in JSON write (same-site, session, body within
 * limits, schema), with the admin role required before the body is read. The action answers its
 * result, or a refusal with translated fields.
 */
export function adminAction<T>(schema: z.ZodType<T>, act: (context: AdminContext, body: T) => Promise<object | Refused>) {
  return async function POST(request: Request) {
    const input = await signedInJson(request, schema, { role: 'admin' });
    if ('refused' in input) return input.refused;
    const { db } = await getDb();
    const result = await act({ db, adminId: input.userId, now: new Date() }, input.body);
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
