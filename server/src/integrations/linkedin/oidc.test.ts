import { createServer } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { consentInSandbox } from '../../areas/auth/test-helpers';
import { SANDBOX_CLIENT_ID, sandboxClientSecret, sandboxEndpoints } from '../../sandbox/linkedin/credentials';
import { createTestApp, type TestApp } from '../../test/app';
import { createOidcClient, type FetchLike, OidcGrantError, OidcProviderError } from './oidc';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('OIDC client against the sandbox over real HTTP', () => {
  let t: TestApp;
  let publicUrl: string;
  beforeAll(async () => {
    const port = await freePort();
    publicUrl = `http://127.0.0.1:${port}`;
    t = await createTestApp({ env: { PUBLIC_URL: publicUrl, PORT: String(port) } });
    await t.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const client = (overrides: { clientId?: string; clientSecret?: string } = {}) =>
    createOidcClient({
      endpoints: sandboxEndpoints(publicUrl),
      clientId: overrides.clientId ?? SANDBOX_CLIENT_ID,
      clientSecret: overrides.clientSecret ?? sandboxClientSecret(t.config.appSecret),
    });
  const redirectUri = () => `${publicUrl}/auth/linkedin/callback`;
  const nonceOf = async (state: string) =>
    (await t.db.selectFrom('oauth_states').select('nonce').where('state', '=', state).executeTakeFirstOrThrow()).nonce;

  it('exchanges a code, validates the ID token, reads userinfo and revokes', async () => {
    const { code, state } = await consentInSandbox(t.app, { choice: { identity: 'ada' } });
    const oidc = client();
    const tokens = await oidc.exchangeCode({ code: code!, redirectUri: redirectUri() });
    expect(tokens).toMatchObject({ expires_in: 5_184_000, scope: 'openid profile email w_member_social', refresh_token: null });
    const identity = await oidc.verifyIdToken(tokens.id_token!, { nonce: await nonceOf(state!) });
    expect(identity).toMatchObject({ sub: 'sandbox-ada', email: 'ada.lovelace@linkedin-sandbox.example', email_verified: true, name: 'Ada Lovelace' });
    expect(await oidc.userinfo(tokens.access_token)).toMatchObject({ sub: 'sandbox-ada', given_name: 'Ada', family_name: 'Lovelace' });

    await expect(oidc.exchangeCode({ code: code!, redirectUri: redirectUri() })).rejects.toBeInstanceOf(OidcGrantError);
    await oidc.revoke(tokens.access_token);
    await expect(oidc.userinfo(tokens.access_token)).rejects.toBeInstanceOf(OidcGrantError);
  });

  it('rejects an ID token with the wrong nonce or for another client', async () => {
    const { code, state } = await consentInSandbox(t.app);
    const tokens = await client().exchangeCode({ code: code!, redirectUri: redirectUri() });
    await expect(client().verifyIdToken(tokens.id_token!, { nonce: 'another nonce' })).rejects.toThrow('nonce mismatch');
    await expect(client({ clientId: 'other-app' }).verifyIdToken(tokens.id_token!, { nonce: await nonceOf(state!) })).rejects.toBeInstanceOf(OidcGrantError);
  });

  it('treats a wrong client secret or redirect URI as a refused grant', async () => {
    const first = await consentInSandbox(t.app);
    await expect(client({ clientSecret: 'wrong' }).exchangeCode({ code: first.code!, redirectUri: redirectUri() })).rejects.toBeInstanceOf(OidcGrantError);
    const second = await consentInSandbox(t.app);
    await expect(client().exchangeCode({ code: second.code!, redirectUri: `${publicUrl}/elsewhere` })).rejects.toBeInstanceOf(OidcGrantError);
  });

  it('reports an unreachable provider as a provider error', async () => {
    const port = await freePort();
    const down = createOidcClient({ endpoints: sandboxEndpoints(`http://127.0.0.1:${port}`), clientId: 'x', clientSecret: 'y', timeoutMs: 2000 });
    await expect(down.exchangeCode({ code: 'c', redirectUri: 'http://x' })).rejects.toBeInstanceOf(OidcProviderError);
  });
});

describe('ID token validation rules', () => {
  const issuer = 'https://idp.test/oauth';
  const endpoints = { authorization: `${issuer}/a`, token: `${issuer}/t`, userinfo: `${issuer}/u`, jwks: `${issuer}/jwks`, issuer, revoke: `${issuer}/r` };
  let sign: (claims: Record<string, unknown>, opts?: { exp?: number; iss?: string; aud?: string; foreignKey?: boolean }) => Promise<string>;
  let fetchJwks: FetchLike;

  beforeAll(async () => {
    const key = await generateKeyPair('RS256', { extractable: true });
    const foreign = await generateKeyPair('RS256', { extractable: true });
    const jwk = { ...(await exportJWK(key.publicKey)), kid: 'k1', alg: 'RS256' };
    fetchJwks = async () => new Response(JSON.stringify({ keys: [jwk] }), { status: 200, headers: { 'content-type': 'application/json' } });
    sign = (claims, opts = {}) => {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setIssuer(opts.iss ?? issuer)
        .setAudience(opts.aud ?? 'client-1')
        .setSubject('member-1')
        .setIssuedAt(now - 10)
        .setExpirationTime(opts.exp ?? now + 600)
        .sign(opts.foreignKey ? foreign.privateKey : key.privateKey);
    };
  });

  const client = () => createOidcClient({ endpoints, clientId: 'client-1', clientSecret: 's', fetch: fetchJwks });

  it('accepts a valid token, LinkedIn\'s string "true" for email_verified, and a token without nonce', async () => {
    const identity = await client().verifyIdToken(await sign({ email: 'A@B.example', email_verified: 'true', name: 'A B' }), { nonce: 'n' });
    expect(identity).toMatchObject({ sub: 'member-1', email: 'a@b.example', email_verified: true, name: 'A B' });
  });

  it.each([
    ['expired', { exp: Math.floor(Date.now() / 1000) - 3600 }],
    ['wrong issuer', { iss: 'https://evil.test/oauth' }],
    ['wrong audience', { aud: 'client-2' }],
    ['signed by another key', { foreignKey: true }],
  ])('rejects a token that is %s', async (_name, opts) => {
    await expect(client().verifyIdToken(await sign({ nonce: 'n' }, opts), { nonce: 'n' })).rejects.toBeInstanceOf(OidcGrantError);
  });

  it('rejects a token whose nonce differs, and garbage', async () => {
    await expect(client().verifyIdToken(await sign({ nonce: 'other' }), { nonce: 'n' })).rejects.toThrow('nonce mismatch');
    await expect(client().verifyIdToken('not.a.jwt', { nonce: 'n' })).rejects.toBeInstanceOf(OidcGrantError);
  });

  it('maps token endpoint answers: 4xx → grant error, 5xx → provider error', async () => {
    const answer = (status: number, body: unknown): FetchLike => async () => new Response(JSON.stringify(body), { status });
    const with400 = createOidcClient({ endpoints, clientId: 'c', clientSecret: 's', fetch: answer(400, { error: 'invalid_request', error_description: 'expired' }) });
    await expect(with400.exchangeCode({ code: 'x', redirectUri: 'r' })).rejects.toMatchObject({ name: 'OidcGrantError', providerError: 'invalid_request' });
    const with500 = createOidcClient({ endpoints, clientId: 'c', clientSecret: 's', fetch: answer(500, {}) });
    await expect(with500.exchangeCode({ code: 'x', redirectUri: 'r' })).rejects.toBeInstanceOf(OidcProviderError);
  });

  it('sends the code with client_secret_post', async () => {
    let seen: { url: string; body: string } | null = null;
    const capture: FetchLike = async (url, init) => {
      seen = { url, body: String(init?.body) };
      return new Response(JSON.stringify({ access_token: 'at', expires_in: 60, scope: 'openid', id_token: 'x.y.z' }), { status: 200 });
    };
    const tokens = await createOidcClient({ endpoints, clientId: 'cid', clientSecret: 'sec', fetch: capture }).exchangeCode({ code: 'the-code', redirectUri: 'https://app/cb' });
    expect(tokens).toMatchObject({ access_token: 'at', expires_in: 60, id_token: 'x.y.z' });
    expect(seen!.url).toBe(`${issuer}/t`);
    expect(Object.fromEntries(new URLSearchParams(seen!.body))).toEqual({
      grant_type: 'authorization_code',
      code: 'the-code',
      redirect_uri: 'https://app/cb',
      client_id: 'cid',
      client_secret: 'sec',
    });
  });
});
