/** The longest query the API accepts (GET /api/search); a longer one is cut, not refused, in the storefront. */
export const SEARCH_QUERY_MAX_LENGTH = 100;

/** The query to send for what the shopper typed: trimmed and cut to the API's bound; '' asks nothing. */
export function searchQueryOf(typed: string | null): string {
  return (typed ?? '').trim().slice(0, SEARCH_QUERY_MAX_LENGTH).trim();
}

/** The results page of a query. */
export function searchPath(query: string): string {
  return `/search?q=${encodeURIComponent(query)}`;
}
