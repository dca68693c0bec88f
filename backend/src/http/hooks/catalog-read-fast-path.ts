import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import { answerTaggedJson, type TaggedBytes } from '../conditional-get';
import type { CatalogService } from '../../catalog/catalog.service';

/** The two hottest reads of the shop, as ProductsController declares them (Fastify's route patterns). */
const LIST_ROUTE = '/api/products';
const PRODUCT_ROUTE = '/api/products/:slug';

/** Which cached bytes a fast-path route answers with. */
type ReadCatalogue = (catalog: CatalogService, request: FastifyRequest) => Promise<TaggedBytes>;

const FAST_READS: Readonly<Record<string, ReadCatalogue>> = {
  [LIST_ROUTE]: (catalog) => catalog.listProductsJson(),
  [PRODUCT_ROUTE]: (catalog, request) => catalog.getJsonBySlug((request.params as { slug: string }).slug),
};

/**
 * A route-level onRequest hook on `GET /api/products` and `GET /api/products/{slug}` that answers a known product, or
 * the list, from the catalogue's cached bytes straight from Fastify, with the same headers and 304 logic as
 * ProductsController (both call answerTaggedJson). It skips Nest's per-request pipeline (router proxy, param pipes,
 * response controller: a large share of the server's own work on answers this cheap) where it has nothing to do:
 * these routes have no guards, interceptors or body. Everything else (an unknown slug, a catalogue that
 * cannot be read) falls through to the controller, which stays the one full implementation and gives the 404 or
 * error answer in the usual shape. The global onRequest hooks (security headers, request id) have run before this one,
 * and the onSend/onResponse hooks (compression, metrics, access log) still run on the answer.
 *
 * Attached per route by an onRoute hook, so other routes do not even test for it; register before the app's routes.
 */
export function registerCatalogReadFastPath(fastify: FastifyInstance, catalog: CatalogService): void {
  fastify.addHook('onRoute', (route: RouteOptions) => {
    const read = FAST_READS[route.url ?? ''];
    if (!read || !isGetOnly(route.method)) return;
    const hook: onRequestHookHandler = (request: FastifyRequest, reply: FastifyReply, done) => {
      read(catalog, request).then(
        (tagged) => void reply.send(answerTaggedJson(request, reply, tagged)),
        () => done(),
      );
    };
    route.onRequest = [...toArray(route.onRequest), hook];
  });
}

function isGetOnly(method: RouteOptions['method']): boolean {
  return method === 'GET' || (Array.isArray(method) && method.length === 1 && method[0] === 'GET');
}

function toArray<T>(value: T | T[] | undefined): T[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}
