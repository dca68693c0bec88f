import { ApiProperty } from '@nestjs/swagger';
import type { ProductStock } from '../inventory/product-stock.entity';
import { availabilityOf, sellableSizes, stockKey } from '../inventory/size-availability';
import type { Product } from '../product.entity';

/** One size's availability as the storefront shows it. */
export class SizeAvailabilityDto {
  @ApiProperty({ example: '16 oz', description: "The size ('' for a product without sizes)" }) size: string;
  @ApiProperty({
    enum: ['in_stock', 'low', 'sold_out'],
    example: 'low',
    description: "low: 'Only N left'; sold_out: 'Sold out', cannot be added",
  })
  status: 'in_stock' | 'low' | 'sold_out';
  @ApiProperty({ type: Number, nullable: true, example: 2, description: 'Units left, only when low or sold out' })
  available: number | null;
}

/** The product's sizes offered by subscription, and the shop's terms for them (docs/subscriptions.md). */
export class ProductSubscriptionDto {
  @ApiProperty({ type: [String], example: ['Refill Box'], description: 'The sizes a shopper may subscribe to' })
  sizes: string[];
  @ApiProperty({ example: '10.00', description: "'Subscribe & save N %': the saving in percent" })
  discountPercent: string;
  @ApiProperty({ enum: [1, 2, 3], example: 2, description: 'The frequency offered first, in months' })
  defaultFrequencyMonths: number;
}

/** A product as the API returns it; money as two-decimal strings. */
export class ImageSizeDto {
  @ApiProperty({ example: 1600 }) width: number;
  @ApiProperty({ example: 2000 }) height: number;
}

export class ProductDto {
  @ApiProperty({ example: 7 }) id: number;
  @ApiProperty({ example: 'Hand Soap No. 42' }) name: string;
  @ApiProperty({ example: 'hand-soap-no-42' }) slug: string;
  @ApiProperty({ example: 'A gentle plant-based liquid hand soap...' }) description: string;
  @ApiProperty({ example: '18.00', description: 'Decimal(10,2) as a string' }) price: string;
  @ApiProperty({ example: '60.00', nullable: true, type: String, description: 'Price of the 3-liter refill box' })
  refillPrice: string | null;
  @ApiProperty({ example: 'Hand Soap' }) category: string;
  @ApiProperty({ example: '/public-objects/products/hand-soap-42.webp' }) image: string;
  @ApiProperty({ nullable: true, type: String, example: null }) imageUrl: string | null;
  @ApiProperty({ type: [String], example: ['/public-objects/products/hand-soap-42.webp'] }) images: string[];
  @ApiProperty({
    type: [String],
    example: ['Hand Soap No. 42 pump bottle, Eucalyptus and Spearmint'],
    description: 'Alt text per picture, in the order of images; empty where none was given',
  })
  imageAlts: string[];
  @ApiProperty({
    type: [ImageSizeDto],
    description: 'Stored size per picture, in the order of images; 0 × 0 for a picture that is not an uploaded photo',
  })
  imageSizes: ImageSizeDto[];
  @ApiProperty({ type: [String], example: ['16 oz', 'Refill Box'] }) sizes: string[];
  @ApiProperty({ nullable: true, type: String, example: 'Green Herbal' }) fragranceFamily: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'Eucalyptus, Spearmint' }) topNotes: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'Rosemary, Clary sage' }) heartNotes: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'Cedarwood, Vetiver' }) baseNotes: string | null;
  @ApiProperty({ nullable: true, type: String }) ritual: string | null;
  @ApiProperty({ nullable: true, type: String }) ingredients: string | null;
  @ApiProperty({ nullable: true, type: String }) sustainability: string | null;
  @ApiProperty({ nullable: true, type: String }) safety: string | null;
  @ApiProperty({ nullable: true, type: String, example: '42' }) scentNumber: string | null;
  @ApiProperty({ nullable: true, type: [String], example: ['09', '42', '62', '92'] }) availableScents: string[] | null;
  @ApiProperty({ nullable: true, type: String, example: 'Approximately 45-50 hours' }) burnTime: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'Lead-free cotton wick' }) wickType: string | null;
  @ApiProperty({ type: [SizeAvailabilityDto], description: 'Per size; an untracked size is always in_stock' })
  availability: SizeAvailabilityDto[];
  @ApiProperty({
    required: false,
    example: 10,
    description: 'Units of one size an order may hold (MAX_UNITS_PER_LINE); the product page says so',
  })
  maxPerOrder?: number;
  @ApiProperty({
    required: false,
    type: ProductSubscriptionDto,
    description: 'Present when some of its sizes may be subscribed to',
  })
  subscription?: ProductSubscriptionDto;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: Date;
}

/**
 * The one mapping from the entity to the API's product, field by field: a column added to the entity reaches the API
 * only when it is added here and to the DTO. The order follows the DTO, so the JSON reads the same as before.
 */
export function toProductDto(
  product: Product,
  stock: ReadonlyMap<string, ProductStock> = new Map(),
  maxPerOrder?: number,
  subscription?: ProductSubscriptionDto,
): ProductDto {
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    description: product.description,
    price: product.price,
    refillPrice: product.refillPrice,
    category: product.category,
    image: product.image,
    imageUrl: product.imageUrl,
    images: product.images,
    imageAlts: product.images.map((_, index) => product.imageAlts?.[index] ?? ''),
    imageSizes: product.images.map((_, index) => {
      const [width, height] = product.imageSizes?.[index] ?? [0, 0];
      return { width, height };
    }),
    sizes: product.sizes,
    fragranceFamily: product.fragranceFamily,
    topNotes: product.topNotes,
    heartNotes: product.heartNotes,
    baseNotes: product.baseNotes,
    ritual: product.ritual,
    ingredients: product.ingredients,
    sustainability: product.sustainability,
    safety: product.safety,
    scentNumber: product.scentNumber,
    availableScents: product.availableScents,
    burnTime: product.burnTime,
    wickType: product.wickType,
    availability: sellableSizes(product).map((size) => availabilityOf(size, stock.get(stockKey(product.id, size)))),
    ...(maxPerOrder !== undefined && { maxPerOrder }),
    ...(subscription && { subscription }),
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
  };
}
