import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

/** Security scheme names used by the admin guards' decorators. */
export const ADMIN_PASSWORD_SCHEME = 'adminPassword';
export const ADMIN_BEARER_SCHEME = 'adminBearer';

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Natural House shop API')
    .setDescription(
      'Catalogue, checkout, payments and back office of the shop. Money travels as two-decimal strings ("24.00"). ' +
        'Every error has the shape {statusCode, error, message}, both sentences a person can read.',
    )
    .setVersion('1.0.0')
    .addApiKey({ type: 'apiKey', in: 'header', name: 'x-admin-password', description: 'Admin password (promo and product endpoints)' }, ADMIN_PASSWORD_SCHEME)
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'Admin password as a bearer token (order endpoints)' }, ADMIN_BEARER_SCHEME)
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN (GET /metrics)' }, 'metricsToken')
    .build();
  return SwaggerModule.createDocument(app, config, { operationIdFactory: (_controller, method) => method });
}

/** Swagger UI at /api/docs, the JSON at /api/docs-json. */
export function setupSwagger(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs-json', customSiteTitle: 'Shop API' });
}
