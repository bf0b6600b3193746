import { bookingsApi } from '@venues/api-client';

/** Downloads a document's PDF with the signed-in token (the API answers it privately) and saves it. */
export async function downloadPdf(path: string, name: string): Promise<void> {
  const url = URL.createObjectURL(await bookingsApi.pdf(path));
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = `${name}.pdf`;
    document.body.append(a);
    a.click();
    a.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
