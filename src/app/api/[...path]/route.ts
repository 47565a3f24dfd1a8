import { NextResponse } from 'next/server';

// An address under /api/ that names no endpoint: a JSON 404 in the shape every endpoint answers
// with, instead of the app tree reading "api" as a locale.
function notFound() {
  return NextResponse.json({ error: 'not-found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
}

export const GET = notFound;
export const HEAD = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const OPTIONS = notFound;
