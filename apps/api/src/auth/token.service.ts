import { randomBytes, webcrypto } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { errors, jwtVerify, SignJWT } from 'jose';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { isUuid } from '../common/params';
import { PrismaClient } from '../generated/prisma/client';
import type { Role } from '../generated/prisma/enums';

export interface TokenClaims {
  sub: string;
  role: Role;
}

const SECRET_SETTING = 'token_signing_key';
/** How many verified tokens each process keeps (one per person logged in is a few dozen on a day). */
const VERIFIED_TOKENS = 1000;

/** The HS256 key of a secret, for signing and verifying. */
const hmacKey = (secret: string): Promise<webcrypto.CryptoKey> =>
  webcrypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);

/** Signs and verifies bearer tokens (HS256). The key comes from JWT_SECRET or is generated once and
 * kept in the database, so that every API process beside each other accepts the same tokens. */
@Injectable()
export class TokenService implements OnModuleInit {
  /** Imported once: jose would otherwise import the raw bytes into WebCrypto for every token it checks. */
  private key!: webcrypto.CryptoKey;
  /**
   * The tokens already verified, with their claims and expiry (seconds since the epoch). An arbitre sends the same
   * token with every coup all day: its signature and issuer, which its bytes alone decide, are checked once; only
   * its expiry is checked again. WebCrypto checks an HMAC on libuv's thread pool, one more wait for each write when
   * the room's phones keep the server busy. The account itself is still read for every request (AuthGuard).
   */
  private readonly verified = new Map<string, { claims: TokenClaims; exp: number }>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly prisma: PrismaClient,
  ) {}

  async onModuleInit(): Promise<void> {
    if (this.config.jwtSecret) {
      this.key = await hmacKey(this.config.jwtSecret);
      return;
    }
    // Processes starting together race to create the key: the first insert wins, the others read it.
    await this.prisma.$executeRaw`INSERT INTO server_setting (key, value)
      VALUES (${SECRET_SETTING}, ${randomBytes(48).toString('base64url')}) ON CONFLICT (key) DO NOTHING`;
    const row = await this.prisma.serverSetting.findUniqueOrThrow({ where: { key: SECRET_SETTING } });
    this.key = await hmacKey(row.value);
  }

  async sign(claims: TokenClaims): Promise<{ token: string; expiresAt: Date }> {
    const expiresAt = new Date(Date.now() + this.config.tokenTtlSeconds * 1000);
    const token = await new SignJWT({ role: claims.role })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setIssuer('greffier')
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
    return { token, expiresAt };
  }

  /** The claims, or undefined for a token that is malformed, forged or expired. */
  async verify(token: string): Promise<TokenClaims | undefined> {
    const known = this.verified.get(token);
    if (known) {
      // As jose decides it: expired from the second `exp` names.
      if (Math.floor(Date.now() / 1000) < known.exp) return known.claims;
      this.verified.delete(token);
      return undefined;
    }
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: 'greffier', algorithms: ['HS256'] });
      // The subject is an account id: a token naming anything else is not ours.
      if (typeof payload.sub !== 'string' || !isUuid(payload.sub) || typeof payload.role !== 'string') return undefined;
      const claims: TokenClaims = { sub: payload.sub, role: payload.role as Role };
      if (typeof payload.exp === 'number') {
        this.verified.set(token, { claims, exp: payload.exp });
        if (this.verified.size > VERIFIED_TOKENS) this.verified.delete(this.verified.keys().next().value!);
      }
      return claims;
    } catch (e) {
      if (e instanceof errors.JOSEError) return undefined;
      throw e;
    }
  }
}
