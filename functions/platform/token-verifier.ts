import { CognitoJwtVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { JwtVerifier } from 'aws-jwt-verify/jwt-verifier';
import { validateCognitoJwtFields } from 'aws-jwt-verify/cognito-verifier';
import { config } from './config.js';

/** The claims we rely on from a verified Cognito access token. */
export interface VerifiedToken {
  sub: string;
  exp: number;
  /** Epoch seconds of the sign-in the token descends from (a password change ends older ones). */
  auth_time: number;
}

interface Verifier {
  verify(token: string): Promise<VerifiedToken>;
}

/**
 * On AWS: Cognito's own verifier. Locally: the same checks (signature, expiry, token_use=access,
 * client_id) against the emulator, whose JWKS is served over http — aws-jwt-verify's default fetcher
 * refuses that, so a fetch()-based one is plugged in.
 */
function createVerifier(): Verifier {
  if (config.STAGE === 'aws' || !config.AUTH_ISSUER || !config.AUTH_JWKS_URI) {
    return CognitoJwtVerifier.create({
      userPoolId: config.USER_POOL_ID,
      tokenUse: 'access',
      clientId: config.USER_POOL_CLIENT_ID,
    }) as Verifier;
  }
  const jwksCache = new SimpleJwksCache({
    fetcher: {
      fetch: async (uri: string) => (await fetch(uri, { signal: AbortSignal.timeout(3000) })).arrayBuffer(),
    },
  });
  return JwtVerifier.create(
    {
      issuer: config.AUTH_ISSUER,
      jwksUri: config.AUTH_JWKS_URI,
      audience: null,
      customJwtCheck: ({ payload }) =>
        validateCognitoJwtFields(payload, {
          tokenUse: 'access',
          clientId: config.USER_POOL_CLIENT_ID,
          groups: null,
        }),
    },
    { jwksCache },
  ) as unknown as Verifier;
}

const MAX_CACHED = 1000;

/**
 * Verified tokens are remembered until they expire: a browser sends the same access token on every
 * call for an hour, and re-checking its RSA signature each time is wasted work. Only the signature
 * check is cached; the membership is still loaded on every request.
 */
function withCache(verifier: Verifier): Verifier {
  const cache = new Map<string, VerifiedToken>();
  return {
    async verify(token: string) {
      const cached = cache.get(token);
      if (cached && cached.exp * 1000 > Date.now()) return cached;
      if (cached) cache.delete(token);
      const claims = await verifier.verify(token);
      if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
      cache.set(token, { sub: claims.sub, exp: claims.exp, auth_time: Number(claims.auth_time) });
      return claims;
    },
  };
}

let verifier: Verifier | undefined;

/**
 * The verifier, created on first use once per container (it caches the JWKS and verified tokens).
 * Nothing runs at import, so a bundle that never verifies a token leaves aws-jwt-verify out.
 */
export const tokenVerifier: Verifier = {
  verify: (token) => (verifier ??= withCache(createVerifier())).verify(token),
};
