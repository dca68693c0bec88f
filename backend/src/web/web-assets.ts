import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Serves the files of the storefront build: hashed files under /assets/ are cached for a year (their name changes
 * with their content); the few unhashed root files (favicon, manifest) are revalidated.
 */
export async function registerWebAssets(fastify: FastifyInstance, webDistDir: string): Promise<void> {
  if (!existsSync(join(webDistDir, 'index.html'))) return;
  await fastify.register(fastifyStatic, {
    root: webDistDir,
    prefix: '/',
    index: false,
    wildcard: false,
    decorateReply: false,
    allowedPath: (path: string) => path !== '/index.html',
    cacheControl: false,
    setHeaders: (reply: { header(name: string, value: string): unknown }, path: string) => {
      reply.header(
        'cache-control',
        path.includes(join('/', 'assets', '/')) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });
}
