import { pb } from './api-client';

/** a refused or failed upload: the status (0 = the server could not be reached) and the store's answer */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    readonly response: { message?: string; data?: Record<string, { code?: string; message?: string }> },
  ) {
    super('upload failed');
  }
}

/**
 * Sends a multipart form with the signed-in person's token, reporting upload progress as a fraction 0–1
 * (XHR: fetch has no upload progress). Resolves with the parsed answer on 2xx; rejects with UploadError.
 */
export function sendFormWithProgress<T>(
  method: 'POST' | 'PATCH',
  path: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, pb.buildURL(path));
    if (pb.authStore.token) xhr.setRequestHeader('Authorization', pb.authStore.token);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && onProgress) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText || '{}');
      } catch {
        body = {};
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(new UploadError(xhr.status, (body ?? {}) as UploadError['response']));
    };
    xhr.onerror = () => reject(new UploadError(0, {}));
    xhr.send(form);
  });
}

/** progress as a whole percentage that stays at 99 until the server has answered */
export const percentUntilAnswered = (onProgress: (pct: number) => void) => (fraction: number) =>
  onProgress(Math.min(99, Math.round(100 * fraction)));
