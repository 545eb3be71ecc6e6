import { pathOf, type Endpoint, type ParamsOf, type ResponseOf } from '@moim/contract/endpoint';
import i18n from './i18n.ts';
import { API_BASE, ApiError, noticeAuthFailure } from './api.ts';

interface UploadOptions {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** The endpoint's path parameters, when it has any. */
type UploadParams<E> = [ParamsOf<E>] extends [never] ? { params?: never } : { params: ParamsOf<E> };

/** Arguments an upload endpoint takes: its parameters (when it has any) and the progress callback. */
type UploadArguments<E> =
  object extends UploadParams<E>
    ? [options?: UploadOptions & UploadParams<E>]
    : [options: UploadOptions & UploadParams<E>];

/**
 * `uploadFile` to an upload endpoint of the contract (decision 58): its path filled from `params`,
 * its answer typed by the endpoint.
 */
export function uploadToEndpoint<E extends Endpoint & { multipart: true }>(
  endpoint: E,
  file: Blob,
  ...[options]: UploadArguments<E>
): Promise<ResponseOf<E>> {
  const params = (options as { params?: Record<string, string | number> } | undefined)?.params;
  return uploadFile<ResponseOf<E>>(pathOf(endpoint, params), file, options);
}

/**
 * Sends one file as multipart field `file`, reporting progress from 0 to 1.
 * fetch cannot report upload progress, so this uses XMLHttpRequest.
 */
function uploadFile<T>(path: string, file: Blob, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE}${path}`);
    request.withCredentials = true;
    request.setRequestHeader('accept-language', i18n.language || 'en');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) {
        options.onProgress?.(1);
        resolve(body as T);
        return;
      }
      const error = body as { code?: string; message?: string } | undefined;
      noticeAuthFailure(request.status, error?.code, error?.message);
      reject(
        new ApiError(
          request.status,
          error?.code ?? 'http',
          error?.message ?? i18n.t('common:errors.unexpected'),
          error?.code && error.message ? { code: error.code, message: error.message } : undefined,
        ),
      );
    };
    request.onerror = () => reject(new ApiError(0, 'network', i18n.t('common:errors.network')));
    request.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => request.abort());
    const form = new FormData();
    form.append('file', file, file instanceof File ? file.name : 'upload');
    request.send(form);
  });
}
