import { ApiProperty, OmitType, PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { InventoryLevelInputDto } from '../inventory/inventory.dto';
import { IsMoney } from '../../common/is-money';
import { OptionalText } from '../../common/text-fields';
import { TrimToNull } from '../../common/transforms';
import { ADMIN_CATEGORIES, CATEGORY_RULE, DEFAULT_ADMIN_CATEGORY } from '../product-categories';
import { SLUG_PATTERN } from '../slugify';
import { IsOmittable } from '../../common/omittable';
import { IsImageReference } from '../image-reference';

const IMAGE_PATH_RULE = 'must be a path starting with / or a valid http(s) URL, without spaces';
const SCENT_NUMBER = /^[A-Za-z0-9]{1,4}$/;
const PRICE_RULE = 'must be an amount of at least 0 with at most two decimals, e.g. 18 or 18.50';

/** A required text field: trimmed, and null counts as empty so a PATCH cannot blank it past the "required" rule. */
const RequiredText = () =>
  Transform(({ value }: { value: unknown }) =>
    value === null ? '' : typeof value === 'string' ? value.trim() : value,
  );

/** A list of text: entries trimmed and blank ones dropped (the admin form splits comma-separated input). */
const TextList = (whenEmpty: [] | null) =>
  Transform(({ value }: { value: unknown }) => {
    if (value === null) return whenEmpty;
    if (!Array.isArray(value)) return value;
    const entries = value
      .map((entry: unknown) => (typeof entry === 'string' ? entry.trim() : entry))
      .filter((entry) => entry !== '');
    return entries.length ? entries : whenEmpty;
  });

/** Body of POST /api/admin/products (docs/product.md, Input rules); PATCH takes any subset. */
export class CreateProductDto {
  @ApiProperty({ example: 'Hand Soap No. 42', maxLength: 200 })
  @RequiredText()
  @MaxLength(200, { message: 'Name must be at most 200 characters' })
  @IsNotEmpty({ message: 'Name is required' })
  @IsString({ message: 'Name is required' })
  name: string;

  @ApiProperty({
    required: false,
    nullable: true,
    type: String,
    example: 'hand-soap-no-42',
    description: 'Unique; derived from the name when absent',
  })
  @TrimToNull()
  @IsOptional()
  @Matches(SLUG_PATTERN, {
    message: 'Slug may only use lower-case letters, digits and single hyphens, e.g. hand-soap-no-42',
  })
  @MaxLength(200, { message: 'Slug must be at most 200 characters' })
  @IsString({ message: 'Slug must be text' })
  slug?: string | null;

  @ApiProperty({ required: false, example: 'A gentle plant-based liquid hand soap.', default: '' })
  @RequiredText()
  @IsOmittable()
  @MaxLength(10000, { message: 'Description must be at most 10000 characters' })
  @IsString({ message: 'Description must be text' })
  description?: string;

  @ApiProperty({ example: '18.00', description: 'Two decimals at most' })
  @RequiredText()
  @IsMoney({ message: `Price ${PRICE_RULE}` })
  @IsNotEmpty({ message: 'Price is required' })
  @IsString({ message: 'Price is required' })
  price: string;

  @ApiProperty({
    required: false,
    nullable: true,
    type: String,
    example: '60.00',
    description: 'Price of the 3-liter refill box',
  })
  @TrimToNull()
  @IsOptional()
  @IsMoney({ message: `Refill price ${PRICE_RULE}` })
  refillPrice?: string | null;

  @ApiProperty({ enum: ADMIN_CATEGORIES, required: false, default: DEFAULT_ADMIN_CATEGORY })
  @RequiredText()
  @IsOmittable()
  @IsIn(ADMIN_CATEGORIES, { message: CATEGORY_RULE })
  category?: string;

  @ApiProperty({
    required: false,
    nullable: true,
    type: String,
    example: '/public-objects/products/hand-soap-42.webp',
    description: 'Defaults to the first image',
  })
  @TrimToNull()
  @IsOptional()
  @IsImageReference({ message: `image ${IMAGE_PATH_RULE}` })
  @MaxLength(500, { message: 'image must be at most 500 characters' })
  @IsString({ message: 'image must be text' })
  image?: string | null;

  @ApiProperty({ required: false, nullable: true, type: String, example: null })
  @TrimToNull()
  @IsOptional()
  @IsImageReference({ message: `imageUrl ${IMAGE_PATH_RULE}` })
  @MaxLength(500, { message: 'imageUrl must be at most 500 characters' })
  @IsString({ message: 'imageUrl must be text' })
  imageUrl?: string | null;

  @ApiProperty({
    type: [String],
    example: ['/public-objects/products/hand-soap-42.webp', '/public-objects/lifestyle/hand-soap-42.webp'],
    description: 'First is the hero',
  })
  @TextList([])
  @IsImageReference({ each: true, message: `Each image ${IMAGE_PATH_RULE}` })
  @MaxLength(500, { each: true, message: 'Each image path must be at most 500 characters' })
  @IsString({ each: true, message: 'Each image path must be text' })
  @ArrayMaxSize(20, { message: 'At most 20 image paths' })
  @ArrayMinSize(1, { message: 'At least one image path required' })
  @IsArray({ message: 'images must be a list of image paths' })
  images: string[];

  @ApiProperty({
    type: [String],
    required: false,
    example: ['Hand Soap No. 42 pump bottle', 'Hand Soap No. 42 by a basin'],
    description: 'Alt text per picture, in the order of images (as many as images); the storefront draws it as the alt',
  })
  @IsOmittable()
  @MaxLength(300, { each: true, message: 'Each alt text must be at most 300 characters' })
  @IsString({ each: true, message: 'Each alt text must be text' })
  @ArrayMaxSize(20, { message: 'At most 20 alt texts' })
  @IsArray({ message: 'imageAlts must be a list of texts' })
  imageAlts?: string[];

  @ApiProperty({ type: [String], required: false, example: ['16 oz', 'Refill Box'], default: [] })
  @TextList([])
  @IsOmittable()
  @MaxLength(60, { each: true, message: 'Each size must be at most 60 characters' })
  @IsString({ each: true, message: 'Each size must be text' })
  @ArrayMaxSize(20, { message: 'At most 20 sizes' })
  @IsArray({ message: 'sizes must be a list of sizes' })
  sizes?: string[];

  @OptionalText(120, 'Green Herbal') fragranceFamily?: string | null;
  @OptionalText(255, 'Eucalyptus, Spearmint') topNotes?: string | null;
  @OptionalText(255, 'Rosemary, Clary sage') heartNotes?: string | null;
  @OptionalText(255, 'Cedarwood, Vetiver') baseNotes?: string | null;
  @OptionalText(10000) ritual?: string | null;
  @OptionalText(10000) ingredients?: string | null;
  @OptionalText(10000) sustainability?: string | null;
  @OptionalText(10000) safety?: string | null;

  @ApiProperty({ required: false, nullable: true, type: String, example: '42' })
  @TrimToNull()
  @IsOptional()
  @Matches(SCENT_NUMBER, { message: 'scentNumber must be a scent number such as 42' })
  @IsString({ message: 'scentNumber must be text' })
  scentNumber?: string | null;

  @ApiProperty({
    required: false,
    nullable: true,
    type: [String],
    example: ['09', '42', '62', '92'],
    description: 'Null when empty',
  })
  @TextList(null)
  @IsOptional()
  @Matches(SCENT_NUMBER, { each: true, message: 'Each available scent must be a scent number such as 42' })
  @IsString({ each: true, message: 'Each available scent must be text' })
  @ArrayMaxSize(20, { message: 'At most 20 available scents' })
  @IsArray({ message: 'availableScents must be a list of scent numbers' })
  availableScents?: string[] | null;

  @OptionalText(100, 'Approximately 45-50 hours') burnTime?: string | null;
  @OptionalText(100, 'Lead-free cotton wick') wickType?: string | null;

  @ApiProperty({
    type: [InventoryLevelInputDto],
    required: false,
    description: "The 'Inventory' section: stock per size; sizes left out keep theirs",
  })
  @IsOmittable()
  @ValidateNested({ each: true })
  @Type(() => InventoryLevelInputDto)
  @ArrayMaxSize(20, { message: 'At most 20 inventory levels' })
  @IsArray({ message: 'inventory must be a list of levels per size' })
  inventory?: InventoryLevelInputDto[];
}

/**
 * Body of PATCH /api/admin/products/{id}. The category is checked by the service: a seeded product whose
 * category is outside the admin four (e.g. Surface Spray) can be saved with that category unchanged.
 */
export class UpdateProductDto extends PartialType(OmitType(CreateProductDto, ['category'] as const)) {
  @ApiProperty({
    required: false,
    example: 'Hand Soap',
    description: `One of ${ADMIN_CATEGORIES.join(', ')}, or the product's current category`,
  })
  @RequiredText()
  @IsOmittable()
  @MaxLength(60, { message: 'category must be at most 60 characters' })
  @IsNotEmpty({ message: CATEGORY_RULE })
  @IsString({ message: CATEGORY_RULE })
  category?: string;
}
