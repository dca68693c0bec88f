// The search endpoint, in its own generated file: only the header's search panel and the /search page import it, so it
// stays out of every page's first load.
export { useSearchQuery } from './generatedSearch';
export type { SearchResultsDto, SearchProductDto, SearchArticleDto } from './generatedSearch';
