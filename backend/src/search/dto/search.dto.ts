import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { WholeNumber } from '../../common/pagination';

/** Longest query accepted: longer than any product name or article title, short enough to be cheap to compare. */
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** Most hits of each kind in one answer (the results page's; the header's suggestions ask for fewer). */
export const SEARCH_LIMIT_MAX = 24;

/** `?q=&limit=` of a search. */
export class SearchQueryDto {
  @ApiProperty({
    example: 'lavender',
    maxLength: SEARCH_QUERY_MAX_LENGTH,
    description:
      "Words to find: a product's name, scent name or number ('No. 92', '92'), format ('refill', 'candle'), or an article's title",
  })
  @IsString({ message: 'q is required' })
  @MaxLength(SEARCH_QUERY_MAX_LENGTH, { message: `q must be at most ${SEARCH_QUERY_MAX_LENGTH} characters` })
  @Matches(/\S/, { message: 'q must not be empty' })
  q: string;

  @ApiProperty({
    required: false,
    default: SEARCH_LIMIT_MAX,
    minimum: 1,
    maximum: SEARCH_LIMIT_MAX,
    example: 5,
    description: 'Most products and most articles answered (each)',
  })
  @IsOptional()
  @WholeNumber()
  @Max(SEARCH_LIMIT_MAX, { message: `limit must be at most ${SEARCH_LIMIT_MAX}` })
  @Min(1, { message: 'limit must be 1 or more' })
  @IsInt({ message: 'limit must be a whole number' })
  limit?: number;
}

/** A product found: enough for a suggestion or a result card; the product page has the rest. */
export class SearchProductDto {
  @ApiProperty({ example: 'room-mist-no-92' }) slug: string;
  @ApiProperty({ example: 'Room Mist No. 92' }) name: string;
  @ApiProperty({ example: 'Room Mist' }) category: string;
  @ApiProperty({ nullable: true, type: String, example: 'Lavender Vanilla' }) scentName: string | null;
  @ApiProperty({ example: '22.00', description: 'Decimal(10,2) as a string: the price of the smallest size' })
  price: string;
  @ApiProperty({ example: '/public-objects/products/room-mist-92.webp' }) image: string;
}

/** A journal article found. */
export class SearchArticleDto {
  @ApiProperty({ example: 'refills-101' }) slug: string;
  @ApiProperty({ example: 'Refills 101: How Our Refill Boxes Work' }) title: string;
}

export class SearchResultsDto {
  @ApiProperty({ example: 'lavender', description: 'The query as searched (trimmed)' }) query: string;
  @ApiProperty({ type: [SearchProductDto], description: 'Best match first, then in catalogue order' })
  products: SearchProductDto[];
  @ApiProperty({ type: [SearchArticleDto], description: 'Best match first, then newest first' })
  articles: SearchArticleDto[];
  @ApiProperty({ example: 5, description: 'Products matching, before the limit' }) productTotal: number;
  @ApiProperty({ example: 0, description: 'Articles matching, before the limit' }) articleTotal: number;
}
