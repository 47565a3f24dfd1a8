import { describe, expect, it } from 'vitest';
import { countable } from './analytics';

describe('pages the optional statistics may count', () => {
  it('are every page but those of email links, whose address carries a secret', () => {
    for (const path of ['/', '/de/hilfe', '/quit-smoking', '/pl/rzucanie-palenia', '/certificate/abcdefghij', '/account']) expect(countable(path), path).toBe(true);
    for (const path of ['/unsubscribe/eyJwIjoidSJ9.sig', '/de/unsubscribe/abc.def', '/fr/restore-email/AbCdEf0123456789', '/email-template/certification', '/ru/email-template/certification'])
      expect(countable(path), path).toBe(false);
  });
});
