import { describe, expect, it } from 'vitest';
import { cookieHeaderHasSession, sessionTokenIn } from './session-cookie';

describe('session cookie in a raw Cookie header', () => {
  it('finds the token under both names, and nothing else', () => {
    expect(sessionTokenIn('a=1; better-auth.session_token=abc.def; b=2')).toBe('abc.def');
    expect(sessionTokenIn('__Secure-better-auth.session_token=xyz')).toBe('xyz');
    expect(sessionTokenIn('better-auth.session_token=tok.sig%3D=; x=1')).toBe('tok.sig%3D=');
    expect(sessionTokenIn('better-auth.session_token=; other=1')).toBeNull();
    expect(sessionTokenIn('not-better-auth.session_token=abc')).toBeNull();
    expect(sessionTokenIn(undefined)).toBeNull();
    expect(cookieHeaderHasSession('exhale-locale=de; better-auth.session_token=t')).toBe(true);
    expect(cookieHeaderHasSession('exhale-locale=de')).toBe(false);
  });
});
