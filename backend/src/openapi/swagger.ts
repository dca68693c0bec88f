import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

/** Security scheme names used by the admin guards' decorators. */
export const ADMIN_PASSWORD_SCHEME = 'adminPassword';
export const ADMIN_BEARER_SCHEME = 'adminBearer';

/**
 * Every tag a controller uses (@ApiTags), declared once with what it groups: Spectral's operation-tag-defined rule
 * (make lint-openapi) fails on a tag missing here.
 */
const API_TAGS: ReadonlyArray<readonly [name: string, description: string]> = [
  ['catalog', 'The public catalogue: products, their sizes, scents and FAQs'],
  ['promos', 'Checking a promo code at checkout'],
  ['orders', "Placing orders and a shopper's own order status and lookup"],
  [
    'subscriptions',
    "A refill subscription managed from its e-mail's signed link: see, skip, change, pause, resume, cancel",
  ],
  ['payments', 'The wallet calls of the checkout (demo wallet or PayPal), free orders and the provider webhook'],
  ['newsletter', 'Newsletter sign-up with its welcome code'],
  ['waitlist', 'Back-in-stock and coming-soon sign-ups'],
  ['contact', "The shop's public address and the contact form that e-mails staff"],
  ['journal', 'The journal articles of the storefront'],
  ['search', "The storefront's search: products and journal articles matching the shopper's words"],
  ['seo', 'The head (title, meta, JSON-LD) of storefront pages for client-side navigation'],
  ['health', 'Liveness and readiness for load balancers and orchestrators'],
  ['metrics', 'Prometheus metrics for operators (METRICS_TOKEN)'],
  ['admin', 'The back office password gate'],
  ['admin products', 'Back office: creating, editing and removing products'],
  ['admin promo codes', 'Back office: promo codes and their rules'],
  ['admin orders', 'Back office: the order list, CSV export, fulfilment and order history'],
  ['admin dashboard', 'Back office: sales figures of a range of days'],
  ['checkout', 'Pricing a cart before payment: lines, discount, shipping options, tax and total'],
  ['shipping', "The shipping methods a shopper can choose and the shop's shipping and returns policy"],
  ['admin shipping', 'Back office: shipping methods, their prices, free-from amounts and order'],
  ['admin tax', 'Back office: sales tax rates by destination state and the tax report for filing'],
  ['admin media', 'Back office: uploading product photos, processed once into fixed sizes, and removing unused ones'],
  ['media', 'Product photos in their stored sizes and formats, cached for a year'],
  [
    'admin subscriptions',
    'Back office: refill subscriptions, their renewals and history, staff actions and the subscription settings',
  ],
];

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('Natural House shop API')
    .setDescription(
      'Catalogue, checkout, payments and back office of the shop. Money travels as two-decimal strings ("24.00"). ' +
        'Every error has the shape {statusCode, error, message}, both sentences a person can read.',
    )
    .setVersion('1.0.0')
    // Relative: the API is served by the same origin as the storefront, whichever host that is.
    .addServer('/', 'The shop itself (same origin as the storefront)')
    .addApiKey(
      {
        type: 'apiKey',
        in: 'header',
        name: 'x-admin-password',
        description: 'Admin password (promo and product endpoints)',
      },
      ADMIN_PASSWORD_SCHEME,
    )
    .addBearerAuth(
      { type: 'http', scheme: 'bearer', description: 'Admin password as a bearer token (order endpoints)' },
      ADMIN_BEARER_SCHEME,
    )
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN (GET /metrics)' }, 'metricsToken');
  for (const [name, description] of API_TAGS) builder.addTag(name, description);
  return SwaggerModule.createDocument(app, builder.build(), { operationIdFactory: (_controller, method) => method });
}

/** Swagger UI at /api/docs, the JSON at /api/docs-json. */
export function setupSwagger(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'api/docs-json',
    customSiteTitle: 'Shop API',
    customfavIcon: '/favicon.svg',
  });
}
