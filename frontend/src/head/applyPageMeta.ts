import type { PageMeta } from './pageMeta';

/**
 * Writes a page's head into the document: title, description, Open Graph and Twitter tags, canonical link, robots
 * and the JSON-LD blocks. Tags the server injected into index.html on first load are updated in place (found by the
 * same selectors), so nothing is duplicated; an absent image removes the image tags.
 */
export function applyPageMeta(meta: PageMeta, doc: Document = document): void {
  doc.title = meta.title;
  setMeta(doc, 'name', 'description', meta.description);
  setMeta(doc, 'name', 'robots', meta.robots);
  setMeta(doc, 'property', 'og:title', meta.title);
  setMeta(doc, 'property', 'og:description', meta.description);
  setMeta(doc, 'property', 'og:url', meta.canonicalUrl);
  setMeta(doc, 'property', 'og:type', meta.ogType);
  setMeta(doc, 'property', 'og:image', meta.imageUrl);
  setMeta(doc, 'name', 'twitter:card', meta.imageUrl ? 'summary_large_image' : 'summary');
  setMeta(doc, 'name', 'twitter:title', meta.title);
  setMeta(doc, 'name', 'twitter:description', meta.description);
  setMeta(doc, 'name', 'twitter:image', meta.imageUrl);
  setCanonical(doc, meta.canonicalUrl);
  setJsonLd(doc, meta.jsonLd);
}

function setMeta(doc: Document, attribute: 'name' | 'property', key: string, content: string | null): void {
  const existing = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null || content === '') {
    existing?.remove();
    return;
  }
  const tag = existing ?? doc.head.appendChild(doc.createElement('meta'));
  tag.setAttribute(attribute, key);
  tag.setAttribute('content', content);
}

function setCanonical(doc: Document, href: string): void {
  const link =
    doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]') ?? doc.head.appendChild(doc.createElement('link'));
  link.setAttribute('rel', 'canonical');
  link.setAttribute('href', href);
  // No longer the server's first-load copy (see servedHead.ts).
  link.setAttribute('data-page-meta', 'client');
}

function setJsonLd(doc: Document, blocks: object[]): void {
  doc.head.querySelectorAll('script[type="application/ld+json"][data-page-meta]').forEach((node) => node.remove());
  for (const block of blocks) {
    const script = doc.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute('data-page-meta', '');
    script.textContent = JSON.stringify(block);
    doc.head.appendChild(script);
  }
}
