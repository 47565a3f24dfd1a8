import { afterEach, describe, expect, it } from 'vitest';
import { fastReadFor, fastReads, type FastRead } from './fast-reads';

const answer: FastRead = async () => ({ status: 200, body: '{}', setCookies: [] });
const certificate: FastRead = async () => ({ status: 200, body: '{"certificate":true}', setCookies: [] });

afterEach(() => fastReads().clear());

describe('fastReadFor', () => {
  it('finds a plain path as it is, and nothing before the app has registered its reads', () => {
    expect(fastReadFor('/api/account/data')).toBeUndefined();
    fastReads().set('/api/account/data', answer);
    expect(fastReadFor('/api/account/data')).toEqual({ route: '/api/account/data', read: answer, params: {} });
    expect(fastReadFor('/api/account/data/')).toBeUndefined();
    expect(fastReadFor('/api/account')).toBeUndefined();
  });

  it('matches a named segment whole and gives it decoded, as Next.js does', () => {
    fastReads().set('/api/certificates/[id]', certificate);
    expect(fastReadFor('/api/certificates/AbC-12_x')).toEqual({ route: '/api/certificates/[id]', read: certificate, params: { id: 'AbC-12_x' } });
    expect(fastReadFor('/api/certificates/a%20b')?.params).toEqual({ id: 'a b' });
    expect(fastReadFor('/api/certificates/%2E%2Ex')?.params).toEqual({ id: '..x' });
  });

  it('leaves to Next.js what the route does not name: another route below it, an empty or undecodable segment, another prefix', () => {
    fastReads().set('/api/certificates/[id]', certificate);
    expect(fastReadFor('/api/certificates/abc/pdf')).toBeUndefined();
    expect(fastReadFor('/api/certificates/')).toBeUndefined();
    expect(fastReadFor('/api/certificates')).toBeUndefined();
    expect(fastReadFor('/api/certificates/%E0')).toBeUndefined();
    // Next.js resolves dot segments (`/api/certificates/..` is `/api/`): never this route's id.
    for (const dots of ['.', '..', '%2E', '%2E%2E', '.%2e']) expect(fastReadFor(`/api/certificates/${dots}`), dots).toBeUndefined();
    expect(fastReadFor('/api/certificate/abc')).toBeUndefined();
    expect(fastReadFor('/x/api/certificates/abc')).toBeUndefined();
  });

  it('prefers a plain path to a named segment', () => {
    fastReads().set('/api/certificates/[id]', certificate);
    fastReads().set('/api/certificates/mine', answer);
    expect(fastReadFor('/api/certificates/mine')?.read).toBe(answer);
    expect(fastReadFor('/api/certificates/theirs')?.read).toBe(certificate);
  });
});
