import type { HeadCopyFile, SiteRoute } from '@shop/site';
import headCopy from '@shop/site/head-copy.json';
import siteRoutes from '@shop/site/routes.json';
import { matchPath } from 'react-router-dom';
import { pageMeta, type PageMeta } from './pageMeta';

// The copy the server's head is made of (@shop/site head-copy.json). Only FetchedPageHead's chunk imports this file,
// so the copy stays out of the first page's JavaScript: the first page's head is written by the server.
const HEAD_COPY: HeadCopyFile = headCopy;
const SITE_ROUTES: readonly SiteRoute[] = siteRoutes;

/**
 * The fallback head of a page with static copy, as the server writes it minus the structured data; for a path that no
 * route answers, the not-found head. Pages whose head comes from content (a product, an article) pass their own.
 */
export function staticPageMeta(pathname: string): PageMeta {
  const route = SITE_ROUTES.find((candidate) => matchPath(candidate.path, pathname));
  if (route && Object.hasOwn(HEAD_COPY.pages, route.path)) {
    const copy = HEAD_COPY.pages[route.path];
    return pageMeta({
      path: pathname,
      title: copy.title,
      description: copy.description,
      robots: route.indexed ? 'index,follow' : 'noindex,nofollow',
      // Pages kept out of search results are not shared either: no share image.
      ...(route.indexed ? {} : { imageUrl: null }),
    });
  }
  const { title, description } = HEAD_COPY.notFound;
  return pageMeta({ path: pathname, title, description, status: 404, robots: 'noindex,nofollow', imageUrl: null });
}
