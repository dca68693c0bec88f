import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defaultSentence } from '../common/error-body';
import { UnsupportedType, ValidationProblem } from '../common/errors/domain-errors';
import { tooLarge, type UploadStream } from './upload-spool';

/** The one route that takes a multipart body. */
export const MEDIA_UPLOAD_ROUTE = '/api/admin/media';
/** Room for the form's boundaries, part headers and the alt field around the file. */
const FORM_OVERHEAD_BYTES = 16 * 1024;

export interface ReceivedUpload {
  file: UploadStream;
  fileName: string;
  alt: string;
}

/**
 * Adds @fastify/multipart, whose parser reads nothing until a handler asks (so the admin password, checked on
 * request, comes first), and refuses a multipart body on every route but the upload with a 415.
 */
export async function registerMultipartUploads(fastify: FastifyInstance): Promise<void> {
  // Tight defaults; the upload route passes its own limits.
  await fastify.register(multipart, { limits: { fileSize: 0, files: 0, fields: 0, parts: 0 } });
  fastify.addHook('preValidation', (request, _reply, done) => {
    if (request.isMultipart() && request.routeOptions.url !== MEDIA_UPLOAD_ROUTE) {
      done(new UnsupportedType(defaultSentence(415)));
      return;
    }
    done();
  });
}

/** The upload's file and fields, read as they arrive: one file, one alt field before it, `maxFileBytes` at most. */
export async function receiveUpload(request: FastifyRequest, maxFileBytes: number): Promise<ReceivedUpload> {
  if (!request.isMultipart())
    throw new UnsupportedType('Send the photo as a form upload.', 'The body must be multipart/form-data.');
  const declared = Number(request.headers['content-length'] ?? 0);
  // Refused from the header alone: nothing of a body that cannot fit is read.
  if (declared > maxFileBytes + FORM_OVERHEAD_BYTES) throw tooLarge(maxFileBytes);
  const part = await request.file({
    limits: { fileSize: maxFileBytes, files: 1, fields: 1, parts: 2, fieldSize: 1000, headerPairs: 20 },
  });
  if (!part || part.fieldname !== 'file')
    throw new ValidationProblem('No photo was sent.', 'Send the photo in the form field named file.');
  const altField = part.fields.alt;
  const alt = altField && !Array.isArray(altField) && altField.type === 'field' ? String(altField.value) : '';
  return { file: part.file, fileName: part.filename, alt };
}
