import { randomBytes, webcrypto } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { errors, jwtVerify, SignJWT } from 'jose';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { PrismaClient } from '../generated/prisma/client';
import type { Role } from '../generated/prisma/enums';

export interface TokenClaims {
  sub: string;
  role: Role;
}

const SECRET_SETTING = 'token_signing_key';

/** The HS256 key of a secret, for signing and verifying. */
const hmacKey = (secret: string): Promise<webcrypto.CryptoKey> =>
  webcrypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);

/** Signs and verifies bearer tokens (HS256). The key comes from JWT_SECRET or is generated once and
 * kept in the database, so that every API process beside each other accepts the same tokens. */
@Injectable()
export class TokenService implements OnModuleInit {
  /** Imported once: jose would otherwise import the raw bytes into WebCrypto for every token it checks. */
  private key!: webcrypto.CryptoKey;

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
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: 'greffier', algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.role !== 'string') return undefined;
      return { sub: payload.sub, role: payload.role as Role };
    } catch (e) {
      if (e instanceof errors.JOSEError) return undefined;
      throw e;
    }
  }
}
