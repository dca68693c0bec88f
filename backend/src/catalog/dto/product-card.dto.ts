import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { WholeNumber } from '../../common/pagination';
import { PRODUCT_LIST, SCENTS } from '../../common/site';
import { ProductDto } from './product.dto';

const FORMATS = PRODUCT_LIST.formats.map((format) => format.value);
const SCENT_NUMBERS = SCENTS.map((scent) => scent.number);

/** One card of the storefront list: a product and its scent variants (slugs that differ only in '-no-{scent}'). */
export class ProductCardDto {
  @ApiProperty({ example: 'hand-soap', description: "The variants' slug without '-no-{scent}'" }) baseSlug: string;
  @ApiProperty({ type: [ProductDto], description: 'The variants that match the filters, by scent number' })
  variants: ProductDto[];
}

export class ProductCardPageDto {
  @ApiProperty({ type: [ProductCardDto] }) items: ProductCardDto[];
  @ApiProperty({ example: 5, description: 'Cards matching the filters, on all pages' }) total: number;
  @ApiProperty({ example: 1, description: 'The page answered: a page past the last answers the last' }) page: number;
  @ApiProperty({ example: PRODUCT_LIST.pageSize }) pageSize: number;
}

/** `?page=&filter=&scent=` of the storefront list, in their canonical spellings (the page normalises its address). */
export class ProductCardQueryDto {
  @ApiProperty({ required: false, default: 1, minimum: 1, maximum: PRODUCT_LIST.maxPage, example: 1 })
  @IsOptional()
  @WholeNumber()
  @Max(PRODUCT_LIST.maxPage, { message: `page must be at most ${PRODUCT_LIST.maxPage}` })
  @Min(1, { message: 'page must be 1 or more' })
  @IsInt({ message: 'page must be a whole number' })
  page?: number;

  @ApiProperty({ required: false, enum: FORMATS, example: 'candle', description: 'Format filter; all by default' })
  @IsOptional()
  @IsIn(FORMATS, { message: `filter must be one of ${FORMATS.join(', ')}` })
  filter?: string;

  @ApiProperty({ required: false, enum: SCENT_NUMBERS, example: '42', description: 'Scent filter; all by default' })
  @IsOptional()
  @IsIn(SCENT_NUMBERS, { message: `scent must be one of ${SCENT_NUMBERS.join(', ')}` })
  scent?: string;
}
