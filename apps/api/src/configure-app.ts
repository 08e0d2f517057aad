import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

/** What main.ts and the tests both need: body parsers, OpenAPI, shutdown hooks. */
export function configureApp(app: NestExpressApplication, options: { trustProxy?: string | false } = {}): OpenAPIObject {
  if (options.trustProxy) app.set('trust proxy', /^\d+$/.test(options.trustProxy) ? Number(options.trustProxy) : options.trustProxy);
  app.useBodyParser('json', { limit: '2mb' });
  app.useBodyParser('raw', { type: ['text/csv', 'application/csv', 'application/vnd.ms-excel'], limit: '10mb' });
  app.enableShutdownHooks();
  app.disable('x-powered-by');
  // Records carry their own ETag (their version); Express's body hashes would be taken for one.
  app.set('etag', false);
  const document = createOpenApiDocument(app);
  SwaggerModule.setup('docs', app, document, { jsonDocumentUrl: 'docs/openapi.json' });
  return document;
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
    .addBearerAuth()
    .build();
  return SwaggerModule.createDocument(app, config, { operationIdFactory: (controller, method) => `${controller.replace(/Controller$/, '')}_${method}` });
}
