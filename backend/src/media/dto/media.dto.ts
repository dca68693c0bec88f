import { ApiProperty } from '@nestjs/swagger';
import type { Media } from '../media.entity';
import { MEDIA_FORMATS, mediaReference, widthsFor } from '../media-sizes';

const KEY_EXAMPLE = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

/** An uploaded photo as staff see it: where its sizes are and what a product stores to show it. */
export class MediaDto {
  @ApiProperty({ example: KEY_EXAMPLE, description: 'SHA-256 of the bytes uploaded (hex)' })
  key: string;

  @ApiProperty({ example: 3024, description: 'Width in pixels, upright' })
  width: number;

  @ApiProperty({ example: 4032, description: 'Height in pixels, upright' })
  height: number;

  @ApiProperty({
    example: 'Hand Soap No. 42 by a kitchen sink',
    description: 'Alt text suggested when it was uploaded',
  })
  alt: string;

  @ApiProperty({ example: 'sink.jpg', description: 'Name of the file uploaded' })
  fileName: string;

  @ApiProperty({
    example: `/media/${KEY_EXAMPLE}/800.jpg`,
    description:
      'The picture path a product stores to show this photo (its JPEG fallback); the storefront draws the stored sizes from it',
  })
  reference: string;

  @ApiProperty({ type: [Number], example: [400, 800, 1200, 1600], description: 'Widths stored, in each format' })
  widths: number[];

  @ApiProperty({ type: [String], example: [...MEDIA_FORMATS], description: 'Formats stored at every width' })
  formats: string[];

  @ApiProperty({ example: '2026-11-29T01:00:00.000Z' })
  createdAt: string;
}

export function toMediaDto(photo: Media): MediaDto {
  return {
    key: photo.key,
    width: photo.width,
    height: photo.height,
    alt: photo.alt,
    fileName: photo.fileName,
    reference: mediaReference(photo.key, photo.width),
    widths: widthsFor(photo.width),
    formats: [...MEDIA_FORMATS],
    createdAt: photo.createdAt.toISOString(),
  };
}
