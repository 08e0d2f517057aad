import type { AppConfig } from '../config/app-config';
import type { PrismaClient } from '../generated/prisma/client';
import { TokenService } from './token.service';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const ACCOUNT = '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b';

async function service(secret = SECRET, tokenTtlSeconds = 60): Promise<TokenService> {
  const tokens = new TokenService({ jwtSecret: secret, tokenTtlSeconds } as AppConfig, {} as PrismaClient);
  await tokens.onModuleInit();
  return tokens;
}

describe('TokenService: bearer tokens, each verified once then kept until it expires', () => {
  afterEach(() => jest.restoreAllMocks());

  it('gives the same claims every time a token comes back', async () => {
    const tokens = await service();
    const { token } = await tokens.sign({ sub: ACCOUNT, role: 'ARBITER' });
    expect(await tokens.verify(token)).toEqual({ sub: ACCOUNT, role: 'ARBITER' });
    expect(await tokens.verify(token)).toEqual({ sub: ACCOUNT, role: 'ARBITER' });
  });

  it('refuses a token kept once it expires, as jose would', async () => {
    const tokens = await service();
    const { token, expiresAt } = await tokens.sign({ sub: ACCOUNT, role: 'ORGANISER' });
    expect(await tokens.verify(token)).toBeDefined();
    jest.spyOn(Date, 'now').mockReturnValue(expiresAt.getTime() - 1000);
    expect(await tokens.verify(token)).toBeDefined();
    jest.spyOn(Date, 'now').mockReturnValue(expiresAt.getTime());
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it('refuses a token changed by one character, or signed with another key, even after a good one was kept', async () => {
    const tokens = await service();
    const { token } = await tokens.sign({ sub: ACCOUNT, role: 'ARBITER' });
    expect(await tokens.verify(token)).toBeDefined();
    const [head, payload, signature] = token.split('.') as [string, string, string];
    const forgedPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), role: 'ORGANISER' })).toString('base64url');
    expect(await tokens.verify(`${head}.${forgedPayload}.${signature}`)).toBeUndefined();
    const flipped = signature.slice(0, -2) + (signature.at(-2) === 'A' ? 'B' : 'A') + signature.at(-1);
    expect(await tokens.verify(`${head}.${payload}.${flipped}`)).toBeUndefined();
    const other = await service('another-secret-of-at-least-thirty-two-chars');
    expect(await tokens.verify((await other.sign({ sub: ACCOUNT, role: 'ORGANISER' })).token)).toBeUndefined();
  });

  it('refuses a well signed token whose subject is not an account id', async () => {
    const tokens = await service();
    expect(await tokens.verify((await tokens.sign({ sub: 'account-1', role: 'ORGANISER' })).token)).toBeUndefined();
    expect(await tokens.verify((await tokens.sign({ sub: `${ACCOUNT}'--`, role: 'ORGANISER' })).token)).toBeUndefined();
  });
});
