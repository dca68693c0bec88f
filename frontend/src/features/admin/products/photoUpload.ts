import type { MediaDto } from '../../../api/adminApi';

/** The photo types the server accepts (it reads them from the bytes; the picker only narrows the choice). */
export const ACCEPTED_PHOTO_TYPES = 'image/jpeg,image/png,image/webp';

export type PhotoUploadResult = { ok: true; photo: MediaDto } | { ok: false; message: string };

/** Sends one photo (XMLHttpRequest: fetch reports no upload progress); `onProgress` gets 0 to 1. */
export type PhotoUploader = (
  file: File,
  password: string,
  onProgress: (fraction: number) => void,
) => Promise<PhotoUploadResult>;

function refusalOf(request: XMLHttpRequest): string {
  try {
    const body = JSON.parse(request.responseText) as { message?: unknown };
    if (typeof body.message === 'string') return body.message;
  } catch {
    // Not the error shape (a proxy's page): the status says enough.
  }
  return `The upload failed (${request.status || 'no answer'}).`;
}

export const uploadPhoto: PhotoUploader = (file, password, onProgress) =>
  new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/admin/media');
    request.setRequestHeader('x-admin-password', password);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status === 201) resolve({ ok: true, photo: JSON.parse(request.responseText) as MediaDto });
      else resolve({ ok: false, message: refusalOf(request) });
    };
    request.onerror = () => resolve({ ok: false, message: 'The upload failed: the server could not be reached.' });
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
