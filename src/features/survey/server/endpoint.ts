import 'server-only';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { getDb } from '@/db/client';
import type { Db } from '@/db/create';
import { getSession } from '@/features/auth/server/auth';
import { appErrorStatus, type AppErrorCode } from '@/lib/app-error';
import { requestNow } from '@/lib/server/clock';
import { limitedText } from '@/lib/server/body';
import { fromThisSite } from '@/lib/server/same-origin';

const noStore = { 'Cache-Control': 'private, no-store' };
const MAX_BODY = 16_384;

/** Field → message key of the first problem with it ("reasons" → "pickOne"). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= /^[a-zA-Z]+$/.test(issue.message) ? issue.message : 'invalid';
  }
  return fields;
}

/** A JSON body within limits that passes the schema, or the answer with its field errors. */
async function bodyOf<T>(request: Request, schema: z.ZodType<T>): Promise<{ body: T } | { refused: NextResponse }> {
  let json: unknown;
  try {
    const raw = await limitedText(request, MAX_BODY);
    if (raw === null) return { refused: NextResponse.json({ error: 'invalid-argument', fields: { _: 'tooLong' } }, { status: 413, headers: noStore }) };
    json = JSON.parse(raw);
  } catch {
    // Not JSON, or not UTF-8.
    return { refused: NextResponse.json({ error: 'invalid-argument', fields: { _: 'invalid' } }, { status: 400, headers: noStore }) };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) return { refused: NextResponse.json({ error: 'invalid-argument', fields: fieldErrors(parsed.error) }, { status: 400, headers: noStore }) };
  return { body: parsed.data };
}

/** The same checks for a JSON write that needs no session (a request made while signed out). */
export async function siteJson<T>(request: Request, schema: z.ZodType<T>): Promise<{ body: T } | { refused: NextResponse }> {
  if (!fromThisSite(request)) return { refused: NextResponse.json({ error: 'permission-denied' }, { status: 403, headers: noStore }) };
  return bodyOf(request, schema);
}

/**
 * The checks every JSON write of the signed-in user goes through: same-site, a session (with the
 * role asked for, checked against the database before the body is read: 403 otherwise), a body
 * within limits that passes the schema. Either the user and body, or the answer to send.
 */
export async function signedInJson<T>(request: Request, schema: z.ZodType<T>, options: { role?: 'admin' } = {}): Promise<{ userId: string; body: T; session: NonNullable<Awaited<ReturnType<typeof getSession>>> } | { refused: NextResponse }> {
  if (!fromThisSite(request)) return { refused: NextResponse.json({ error: 'permission-denied' }, { status: 403, headers: noStore }) };
  const session = await getSession();
  if (!session) return { refused: NextResponse.json({ error: 'unauthenticated' }, { status: 401, headers: noStore }) };
  if (options.role && session.user.role !== options.role) return { refused: NextResponse.json({ error: 'permission-denied' }, { status: 403, headers: noStore }) };
  const read = await bodyOf(request, schema);
  if ('refused' in read) return read;
  return { userId: session.user.id, body: read.body, session };
}

/**
 * A JSON endpoint of the programme for the signed-in user: same-site requests only, a body within
 * limits that passes the schema, then `save`. Errors carry a code the page translates.
 */
export function programmeEndpoint<T>(schema: z.ZodType<T>, save: (input: { db: Db; userId: string; body: T; now: Date }) => Promise<unknown>) {
  return async function POST(request: Request) {
    const input = await signedInJson(request, schema);
    if ('refused' in input) return input.refused;
    const { db } = await getDb();
    const result = await save({ db, userId: input.userId, body: input.body, now: await requestNow() });
    // A rule only the save can check (a quit date in the past) answers like a schema problem;
    // other refusals with their code's status (not found, precondition, too many).
    if (result && typeof result === 'object' && 'error' in result) {
      const code = result.error as AppErrorCode;
      return NextResponse.json(result, { status: code in appErrorStatus ? appErrorStatus[code] : 400, headers: noStore });
    }
    return NextResponse.json({ ok: true, ...(result && typeof result === 'object' ? result : {}) }, { headers: noStore });
  };
}

/** A JSON read of the signed-in user's own programme data: 401 without a session, never cached. */
export function programmeRead(load: (input: { db: Db; userId: string }) => Promise<unknown>) {
  return async function GET() {
    const session = await getSession();
    if (!session) return NextResponse.json({ error: 'unauthenticated' }, { status: 401, headers: noStore });
    const { db } = await getDb();
    return NextResponse.json(await load({ db, userId: session.user.id }), { headers: noStore });
  };
}
