import { createTestApp, type TestApp } from './support/test-app';

describe('security headers and CORS', () => {
  describe('by default', () => {
    let t: TestApp;
    beforeAll(async () => (t = await createTestApp()));
    afterAll(() => t.close());

    it('sends helmet\'s headers, with a content security policy that keeps the venue\'s plain-http LAN working', async () => {
      const res = await t.http().get('/health').expect(200);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      const csp = res.headers['content-security-policy'] as string;
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-powered-by']).toBeUndefined();
    });

    it('keeps CORS off: another site\'s page gets no permission to read or write', async () => {
      const preflight = await t.http().options('/tournaments').set('Origin', 'https://elsewhere.example').set('Access-Control-Request-Method', 'POST');
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      const read = await t.http().get('/tournaments').set('Origin', 'https://elsewhere.example').expect(200);
      expect(read.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('with CORS_ORIGINS', () => {
    let t: TestApp;
    beforeAll(async () => (t = await createTestApp({}, { corsOrigins: ['https://club.example'] })));
    afterAll(() => t.close());

    it('allows the listed origin only, and exposes the ETag a client needs for its next write', async () => {
      const ok = await t.http().get('/tournaments').set('Origin', 'https://club.example').expect(200);
      expect(ok.headers['access-control-allow-origin']).toBe('https://club.example');
      expect(ok.headers['access-control-expose-headers']).toContain('ETag');
      const other = await t.http().get('/tournaments').set('Origin', 'https://elsewhere.example').expect(200);
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    });
  });
});
