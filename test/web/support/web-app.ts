import 'reflect-metadata';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { AccountsService } from '../../../apps/api/src/accounts/accounts.service';
import { AppModule } from '../../../apps/api/src/app.module';
import { type AppConfig, loadConfig } from '../../../apps/api/src/config/app-config';
import { configureApp } from '../../../apps/api/src/configure-app';
import { englishWords } from '../../../libs/messages/src/testing/english';

export const ORGANISER = { email: 'organisateur@test.greffier', password: 'organiser-password-1' };
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The whole product as a browser sees it: the API process serving the built screens (same origin) on the
 * embedded engine, listening on a free loopback port, and Debian's Chromium driven by Playwright.
 */
export interface WebApp {
  baseUrl: string;
  app: NestExpressApplication;
  browser: Browser;
  organiserToken: string;
  /** A JSON call to the API, for setting up what a test does not click through. */
  api<T = unknown>(method: string, path: string, options?: { token?: string; body?: unknown; headers?: Record<string, string>; expect?: number }): Promise<T>;
  login(email: string, password: string): Promise<string>;
  /** A new browser page (its own storage: its own signed-in account), opened at a screen's path under /app ("/", "/connexion"). */
  page(path?: string, options?: { token?: string }): Promise<Page>;
  close(): Promise<void>;
}

export async function startWebApp(overrides: Partial<AppConfig> = {}): Promise<WebApp> {
  const webDir = process.env.GREFFIER_TEST_WEB_DIR;
  if (!webDir) throw new Error('the web tests run with test/web/support/global-setup.js, which builds the screens');
  const config: AppConfig = {
    ...loadConfig({}),
    databaseUrl: undefined, // the embedded engine, as on an organiser's laptop
    dataDir: undefined,
    seedDemoData: false,
    logLevel: 'silent',
    adminEmail: ORGANISER.email,
    adminPassword: ORGANISER.password,
    port: 0,
    webDir,
    ...overrides,
  };
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), { logger: false });
  configureApp(app, { webDir: config.webDir, corsOrigins: config.corsOrigins });
  await app.get(AccountsService).ensureFirstOrganiser();
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  const baseUrl = `http://127.0.0.1:${address.port}`;

  const api: WebApp['api'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let payload: string | undefined;
    if (options.body !== undefined) {
      headers['Content-Type'] ??= 'application/json';
      payload = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    const res = await fetch(baseUrl + path, { method, headers, body: payload });
    const text = await res.text();
    const expected = options.expect;
    if (expected !== undefined ? res.status !== expected : !res.ok) {
      throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 500)}`);
    }
    return (text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as never;
  };
  const login = async (email: string, password: string) => (await api<{ token: string }>('POST', '/auth/login', { body: { email, password } })).token;
  const organiserToken = await login(ORGANISER.email, ORGANISER.password);

  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
  const contexts: BrowserContext[] = [];
  const page: WebApp['page'] = async (path = '/app/', options = {}) => {
    const context = await browser.newContext({ baseURL: baseUrl, locale: 'fr-FR', timezoneId: 'Europe/Paris', viewport: { width: 1280, height: 860 } });
    contexts.push(context);
    if (options.token) {
      const token = options.token;
      await context.addInitScript((t) => (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem('greffier.token', t), token);
    }
    const p = await context.newPage();
    p.setDefaultTimeout(15_000);
    await p.goto(`/app${path.startsWith('/') ? path : `/${path}`}`);
    return p;
  };

  return {
    baseUrl,
    app,
    browser,
    organiserToken,
    api,
    login,
    page,
    async close() {
      for (const c of contexts) await c.close().catch(() => undefined);
      await browser.close();
      await app.close();
    },
  };
}

/**
 * The accessibility check of a screen (axe-core, WCAG 2.1 A and AA rules): no serious or critical
 * violation. Returns the violations' summary so that a failure says which rule and which element.
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

/**
 * The English words a person reads on the screen: the page's visible text (its alerts and dialogs included) and the
 * words said without being shown (aria-label, title, placeholder, alt). The API's field paths a refusal names in
 * <code> (« answers[2].word ») are identifiers, left out. `allow`: the words the test's own data brings (a player's or
 * a club's name). Returns each word with the text it was found in.
 */
export async function englishOnScreen(page: Page, allow: readonly string[] = []): Promise<string[]> {
  const texts = await page.evaluate(() => {
    type Element = { getAttribute(n: string): string | null; innerText: string; innerHTML: string; querySelectorAll(s: string): ArrayLike<Element>; remove(): void };
    type Body = Element & { appendChild(e: Element): void };
    const doc = (globalThis as unknown as { document: { body: Body; createElement(tag: string): Element } }).document;
    const said = Array.from(doc.body.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')).flatMap((e) =>
      ['aria-label', 'title', 'placeholder', 'alt'].map((name) => e.getAttribute(name) ?? '').filter(Boolean),
    );
    // innerText needs a laid-out copy: put in the page a moment, its <code> taken out.
    const copy = doc.createElement('div');
    copy.innerHTML = doc.body.innerHTML;
    for (const code of Array.from(copy.querySelectorAll('code'))) code.remove();
    doc.body.appendChild(copy);
    const shown = copy.innerText;
    copy.remove();
    return [...shown.split('\n'), ...said];
  });
  return texts.flatMap((text) => englishWords(text, allow).map((word) => `${word} (in « ${text.trim().slice(0, 120)} »)`));
}

/** Screenshots for docs/screenshots, taken when GREFFIER_SCREENSHOTS=1 (npm run docs:screenshots). */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.GREFFIER_SCREENSHOTS !== '1') return;
  const dir = join(__dirname, '..', '..', '..', 'docs', 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}
