import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import type { FastRead } from '@/lib/server/fast-reads';
import { nowFor, requestNow } from '@/lib/server/clock';
import { inDataCall } from '@/lib/server/data-call-cookies';
import { clearedSessionCookies, NO_STORE, unauthenticated } from '@/lib/server/unauthenticated';
import { getSessionForRead, sessionForReadFrom, type Session } from './auth';

/** What a read answers: its JSON body and, when not 200, its status (401 ends a leftover cookie). */
export interface ReadAnswer {
  status?: number;
  body: unknown;
}

/**
 * A signed-in page's data call (decision 0014: the page is prerendered and the same for
 * everyone, and loads its person's data): the answer for a checked session, the request's query
 * and time, and the path's named segments (`{ id }` for `/api/certificates/[id]`). A read, so the session may come from the five-second memory of getSessionForRead
 * (decision 0027). The same function answers through Next.js (readRoute) and, in production,
 * from server.mjs without the framework's route machinery (fastReadOf).
 */
export type SignedInRead = (session: Session, search: URLSearchParams, now: Date, params: Readonly<Record<string, string>>) => Promise<ReadAnswer>;

/** A read's route handler (GET), for Next.js; a route with named segments passes them as its context's params. */
export function readRoute(read: SignedInRead): (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response> {
  return async (request, context) => {
    const session = await getSessionForRead();
    if (!session) return unauthenticated(request);
    const answer = await read(session, request.nextUrl.searchParams, await requestNow(), (await context?.params) ?? {});
    if (answer.status === 401) return unauthenticated(request);
    return NextResponse.json(answer.body, { status: answer.status ?? 200, headers: NO_STORE });
  };
}

/** The same read answered from a raw Cookie header, query and named segments (server.mjs). */
export function fastReadOf(read: SignedInRead): FastRead {
  return (cookie, search, params = {}) => inDataCall(cookie, async () => {
    const { session, setCookies } = await sessionForReadFrom(cookie);
    const answer: ReadAnswer = session ? await read(session, search, nowFor(cookie), params) : { status: 401, body: { error: 'unauthenticated' } };
    if (answer.status === 401) setCookies.push(...clearedSessionCookies(cookie));
    return { status: answer.status ?? 200, body: JSON.stringify(answer.body), setCookies };
  });
}
