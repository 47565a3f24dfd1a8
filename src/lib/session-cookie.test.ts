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
    // Both present: the __Secure- one, wherever it is; of two plain ones, the first.
    expect(sessionTokenIn('better-auth.session_token=planted.x; __Secure-better-auth.session_token=real.y')).toBe('real.y');
    expect(sessionTokenIn('__Secure-better-auth.session_token=real.y; better-auth.session_token=planted.x')).toBe('real.y');
    expect(sessionTokenIn('better-auth.session_token=first.a; better-auth.session_token=second.b')).toBe('first.a');
    expect(cookieHeaderHasSession('exhale-locale=de; better-auth.session_token=t')).toBe(true);
    expect(cookieHeaderHasSession('exhale-locale=de')).toBe(false);
  });
});
