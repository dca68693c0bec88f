/** What a crawler reads in a page's <head>, pulled out of the raw HTML the server sends. */
export interface PageHead {
  titles: string[];
  /** name= or property= → content, for every <meta> in the head (repeats listed in order). */
  meta: Map<string, string[]>;
  canonicals: string[];
  jsonLd: Array<Record<string, unknown>>;
}

function unescape(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match ? unescape(match[1]) : undefined;
}

export function readHead(html: string): PageHead {
  const head = /<head>([\s\S]*)<\/head>/i.exec(html)?.[1];
  if (head === undefined) throw new Error('no <head> in the page');
  const meta = new Map<string, string[]>();
  for (const [tag] of head.matchAll(/<meta\s[^>]*>/gi)) {
    const key = attribute(tag, 'name') ?? attribute(tag, 'property');
    const content = attribute(tag, 'content');
    if (key && content !== undefined) meta.set(key, [...(meta.get(key) ?? []), content]);
  }
  return {
    titles: [...head.matchAll(/<title>([\s\S]*?)<\/title>/gi)].map((m) => unescape(m[1])),
    meta,
    canonicals: [...head.matchAll(/<link\s[^>]*rel="canonical"[^>]*>/gi)].map((m) => attribute(m[0], 'href') ?? ''),
    // Parsed as JSON exactly as a crawler would: the script body is raw JSON, not HTML-escaped text.
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)].map(
      (m) => JSON.parse(m[1]) as Record<string, unknown>,
    ),
  };
}

/** The single value of a meta tag; fails when it is missing or repeated. */
export function metaContent(head: PageHead, key: string): string {
  const values = head.meta.get(key) ?? [];
  if (values.length !== 1) throw new Error(`expected one <meta ${key}>, found ${values.length}`);
  return values[0];
}
