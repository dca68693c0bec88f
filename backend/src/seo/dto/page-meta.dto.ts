import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { JsonLd, OG_TYPES, PAGE_STATUSES, PageMeta, ROBOTS_DIRECTIVES } from '../page-meta';

export class PageMetaQueryDto {
  @ApiProperty({
    example: '/products/hand-soap-no-42',
    description: 'A storefront path starting with /; a query string is ignored',
  })
  @Matches(/^\//, { message: 'path must start with /' })
  @MaxLength(2000, { message: 'path must be at most 2000 characters' })
  @IsNotEmpty({ message: 'path is required' })
  @IsString({ message: 'path is required' })
  path: string;
}

export class PageMetaDto implements PageMeta {
  @ApiProperty({ example: '/products/hand-soap-no-42' }) path: string;
  @ApiProperty({ enum: PAGE_STATUSES, example: 200, description: 'The HTTP status the server answers this page with' })
  status: PageMeta['status'];
  @ApiProperty({ example: 'Hand Soap No. 42 | Natural House' }) title: string;
  @ApiProperty({ example: 'A gentle plant-based liquid hand soap scented with No. 42 Herbal Sanctuary...' })
  description: string;
  @ApiProperty({ example: 'https://shop.example.com/products/hand-soap-no-42' }) canonicalUrl: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'https://shop.example.com/public-objects/products/hand-soap-42.webp',
  })
  imageUrl: string | null;
  @ApiProperty({
    required: false,
    example: 1600,
    description: 'The stored width of an uploaded photo at imageUrl: its preload offers every stored size',
  })
  imageWidth?: number;
  @ApiProperty({ enum: ROBOTS_DIRECTIVES, example: 'index,follow' }) robots: PageMeta['robots'];
  @ApiProperty({ enum: OG_TYPES, example: 'product' }) ogType: PageMeta['ogType'];
  @ApiProperty({
    type: 'array',
    items: { type: 'object', additionalProperties: true },
    description: 'schema.org objects, each written into the page as its own application/ld+json script element',
    example: [{ '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [] }],
  })
  jsonLd: JsonLd[];
}
