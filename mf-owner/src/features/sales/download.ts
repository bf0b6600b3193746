import { isApiErrorEnvelope } from '@venues/contracts';
import { toApiError } from '@venues/api-client';

/** Hands a file to the browser's downloads (an object URL on a temporary link). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  // Some browsers start the download after click() returns: keep the URL a moment.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A Blob's text through FileReader, which jsdom (the page tests) has and Blob.text() there lacks. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/**
 * The server's message for a failed file download: with responseType 'blob' its JSON error arrives
 * as a Blob, which toApiError cannot read.
 */
export async function downloadError(e: unknown): Promise<string> {
  const data: unknown = (e as { response?: { data?: unknown } } | null)?.response?.data;
  if (data instanceof Blob) {
    try {
      const body: unknown = JSON.parse(await readText(data));
      if (isApiErrorEnvelope(body)) return body.error.message;
    } catch {
      // Not JSON (a proxy's page): the generic message below.
    }
  }
  return toApiError(e).message;
}
