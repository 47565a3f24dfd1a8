// A real OpenID Connect provider on loopback for the end-to-end tests: Google and Apple are
// pointed at it by test-only configuration (playwright.config.ts). It signs ID tokens with its
// own key and answers discovery, JWKS, authorize and token requests (oauth2-mock-server).
// The identity it signs in is the `login_hint` of the authorization request (tests add it);
// without one it is oidc-user@e2e.exhale.test.
import { OAuth2Server } from 'oauth2-mock-server';

const port = Number(process.env.OIDC_PORT ?? 3299);
const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');

const identityOfCode = new Map();
server.service.on('beforeAuthorizeRedirect', (redirect, req) => {
  const hint = new URL(req.url, 'http://localhost').searchParams.get('login_hint');
  const code = redirect.url.searchParams.get('code');
  if (code) identityOfCode.set(code, hint || 'oidc-user@e2e.exhale.test');
});
server.service.on('beforeTokenSigning', (token, req) => {
  const email = identityOfCode.get(req.body?.code) ?? 'oidc-user@e2e.exhale.test';
  Object.assign(token.payload, {
    sub: `sub-${email}`,
    email,
    email_verified: true,
    name: email.split('@')[0].replace(/[._-]/g, ' '),
  });
});

await server.start(port, '127.0.0.1');
console.log(`OpenID Connect test provider on ${server.issuer.url}`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.stop().then(() => process.exit(0)));
