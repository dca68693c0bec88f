import { randomBytes } from 'node:crypto';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { crc32, createDeflate } from 'node:zlib';
import sharp from 'sharp';

/** A real photo of the given size: coloured noise, so each call gives different bytes. */
export function makeJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: `#${randomBytes(3).toString('hex')}` },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A valid one-colour greyscale PNG of side × side pixels, deflated row by row: under 1 MB for 30000 × 30000. */
export async function decompressionBombPng(side: number): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  const deflate = createDeflate({ level: 9 });
  const compressed: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => compressed.push(chunk));
  const row = Buffer.alloc(side + 1); // filter byte 0, then black pixels
  for (let y = 0; y < side; y++)
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  await new Promise((resolve) => deflate.end(resolve));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.concat(compressed)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const BOUNDARY = '----shop-test-boundary';

/** The start of a multipart body with one file part, up to (not including) the file's bytes. */
export function multipartHead(fileName: string): Buffer {
  return Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
}

export interface OpenUpload {
  /** The answer, which may come while the body is still being sent. */
  response: Promise<{ status: number; body: string }>;
  /** Bytes written so far. */
  written: () => number;
  /** Ends the request without sending anything more. */
  abort: () => void;
}

/**
 * Starts a multipart upload and writes only `sent` of its body, leaving the request open: the server must answer
 * without the rest. `contentLength` is declared when given, else the body is chunked.
 */
export function openUpload(
  baseUrl: string,
  headers: Record<string, string>,
  sent: Buffer,
  contentLength?: number,
): OpenUpload {
  const url = new URL('/api/admin/media', baseUrl);
  let written = 0;
  const req = httpRequest(url, {
    method: 'POST',
    headers: {
      ...headers,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      ...(contentLength === undefined ? {} : { 'content-length': String(contentLength) }),
    },
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
  });
  req.write(sent, () => {
    written = sent.length;
  });
  return { response, written: () => written, abort: () => req.destroy() };
}
