import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { KnownQueryInterceptor } from './common/known-query.interceptor';
import { LocationInterceptor } from './common/location';
import { finishOpenApiDocument } from './common/openapi-document';
import { ProblemDetailsDto } from './common/problem-details.dto';
import { answerClientError } from './common/client-error';
import { assignRequestId, refuseBadInput } from './common/request-guard';
import { cacheReadLog, ROOT_LOGGER } from './common/logging';
import { preparedBy, rankingFastLane } from './duplicate/ranking-fast-lane';
import { DuplicateRankingService } from './duplicate/ranking.service';
import { WritesFirst } from './events/writes-first';

export interface AppOptions {
  trustProxy?: string | false;
  /** Origins allowed to call the API from another site; none (the default): CORS stays off. */
  corsOrigins?: string[];
  /** The web application's build, served under /app when the folder exists. */
  webDir?: string;
}

/** The web application's address: the API keeps the root paths, the screens live under /app. */
export const WEB_PREFIX = '/app';

/** What main.ts and the tests both need: security headers, body parsers, OpenAPI, the web app, shutdown hooks. */
export function configureApp(app: NestExpressApplication, options: AppOptions = {}): OpenAPIObject {
  if (options.trustProxy) app.set('trust proxy', /^\d+$/.test(options.trustProxy) ? Number(options.trustProxy) : options.trustProxy);
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        // The venue's LAN serves plain http: upgrading the page's requests to https would break it.
        upgradeInsecureRequests: null,
        // Swagger UI (/docs) inlines a few styles; the web application needs none.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
      },
    },
    // PDFs open in the browser's own viewer from the screens' links.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  // The public ranking's reads, hundreds after each change, go straight to the ranking kept (ranking-fast-lane.ts):
  // first of all, with the request id and the security headers set as the middleware below set them; after CORS
  // when it is on, which depends on the request.
  const logRead = cacheReadLog(app.get(ROOT_LOGGER));
  const logged = (req: Request, res: Response) => logRead(req, res, () => undefined);
  const rankings = app.get(DuplicateRankingService);
  // Every write counted while it is answered: the phones' reads wait for their turn meanwhile (writes-first.ts).
  const writesFirst = app.get(WritesFirst);
  app.use(writesFirst.track);
  const turn = () => writesFirst.turn();
  const cors = Boolean(options.corsOrigins?.length);
  if (!cors) app.use(rankingFastLane(rankings, turn, logged, preparedBy(assignRequestId, securityHeaders)));
  app.use(assignRequestId);
  app.use(securityHeaders);
  if (cors) {
    app.enableCors({ origin: options.corsOrigins, exposedHeaders: ['ETag', 'X-Request-Id', 'Retry-After', 'Location'] });
    app.use(rankingFastLane(rankings, turn, logged));
  }
  app.useBodyParser('json', { limit: '2mb' });
  // CSV for the players' import; octet-stream for a tournament archive sent as the file it is (docs/archive-format.md).
  app.useBodyParser('raw', { type: ['text/csv', 'application/csv', 'application/vnd.ms-excel', 'application/octet-stream'], limit: '10mb' });
  // Bad input is refused here, for every route, before a guard, a pipe or a query can trip on it.
  app.use(refuseBadInput);
  app.useGlobalInterceptors(new KnownQueryInterceptor(), new LocationInterceptor());
  const server: unknown = app.getHttpServer();
  if (server && typeof (server as { on?: unknown }).on === 'function') (server as import('node:http').Server).on('clientError', answerClientError);
  app.enableShutdownHooks();
  app.disable('x-powered-by');
  // Records carry their own ETag (their version); Express's body hashes would be taken for one.
  app.set('etag', false);
  if (options.webDir) serveWebApp(app, options.webDir);
  const document = createOpenApiDocument(app);
  SwaggerModule.setup('docs', app, document, { jsonDocumentUrl: 'docs/openapi.json' });
  return document;
}

/**
 * Serves the web application's build from the API process itself (same origin: it works on the venue's
 * LAN with no internet): hashed assets cached for good, index.html for every screen's address.
 */
function serveWebApp(app: NestExpressApplication, webDir: string): void {
  const index = join(webDir, 'index.html');
  if (!existsSync(index)) return;
  app.useStaticAssets(join(webDir, 'assets'), { prefix: `${WEB_PREFIX}/assets`, immutable: true, maxAge: '365d', fallthrough: false });
  app.useStaticAssets(webDir, { prefix: WEB_PREFIX, index: false, maxAge: '1h' });
  const express = app.getHttpAdapter().getInstance();
  express.get('/', (_req: Request, res: Response) => res.redirect(302, `${WEB_PREFIX}/`));
  express.get(/^\/app(\/.*)?$/, (req: Request, res: Response, next: NextFunction) => {
    if (!req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}

export function createOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Greffier')
    .setDescription(
      'Tournament management and scoring for "Des chiffres et des lettres" and Pyramide clubs. ' +
        'Errors are RFC 9457 problem+json. Writes need a bearer token (POST /auth/login); ' +
        'endpoints without a lock are public and read-only. Editable records carry a version: send it ' +
        'back (If-Match header or "version" field) with a change; a stale one gets 409.',
    )
    .setVersion('0.1.0')
    .setLicense('Proprietary (UNLICENSED): all rights reserved', 'https://docs.npmjs.com/cli/configuring-npm/package-json#license')
    .addServer('/', 'This server: the API answers at the root of its address, the web application under /app')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The token from POST /auth/login' }, 'bearer')
    .addApiKey(
      { type: 'apiKey', in: 'header', name: 'Authorization', description: "A club's key on a federation server, sent as `ApiKey <id>.<secret>` (docs/federation.md)" },
      'apiKey',
    )
    .addTag('health', 'Is the API up, and its database')
    .addTag('auth', 'Log in, who am I, change my password')
    .addTag('accounts', "The organisers', arbiters' and clubs' accounts (organisers only)")
    .addTag('audit', 'Who changed what, when and why')
    .addTag('clubs', 'The directory of clubs')
    .addTag('club evenings', "A club's evening games (Pensez à une lettre, Chaînes de lettres, Pont lexical, Sloubi), their sheets and standings")
    .addTag('players', 'The players, their licences and clubs; CSV import and export')
    .addTag('tournaments', 'Tournaments, their entries, arbiters and word rulings')
    .addTag('duplicate', "A tournament's duplicate: its draws, the answer sheets, the corrections, the ranking, the room display")
    .addTag('matches', 'The afternoon: the poules of 16, their matches, the general ranking and the best-club cup')
    .addTag('pyramide', "A Pyramide tournament: its set-up, the games' seating, the feuilles de marque and the standings")
    .addTag('federation', "Publication to a federation server: the clubs' keys, the publication endpoint, a venue's settings and outbox")
    .addTag('events', "A tournament's changes as they happen (server-sent events)")
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controller, method) => `${controller.replace(/Controller$/, '')}_${method}`,
    extraModels: [ProblemDetailsDto],
  });
  return finishOpenApiDocument(app, document);
}
