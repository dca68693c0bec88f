import { UnsupportedType } from '../common/errors/domain-errors';

export type PhotoType = 'jpeg' | 'png' | 'webp';

export const ACCEPTED_TYPES_SENTENCE = 'Photos must be JPEG, PNG or WebP files.';

/** The bytes a sniff needs: WebP's RIFF header is the longest signature. */
export const SNIFF_BYTES = 12;

/** The photo's type read from its first bytes; the name's extension and the declared type are never trusted. */
export function sniffPhotoType(head: Uint8Array): PhotoType | undefined {
  const starts = (bytes: number[], at = 0) => bytes.every((byte, i) => head[at + i] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return undefined;
}

export function unsupportedPhotoType(): UnsupportedType {
  return new UnsupportedType('That file is not a photo we accept.', ACCEPTED_TYPES_SENTENCE);
}
