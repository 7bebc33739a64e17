/**
 * Saves a file with its name: fetched as a blob (so the server's own rules on it apply, and the
 * name is ours, not the URL's), handed to the browser through an object URL and an <a download>.
 * Resolves to the size saved, in bytes.
 */
export async function downloadFile(url: string, name: string, signal?: AbortSignal): Promise<number> {
  const response = await fetch(url, { signal, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`download of ${url} answered ${response.status}`);
  const blob = await response.blob();
  saveBlob(blob, name);
  return blob.size;
}

/** Hands a blob made here (a PDF, an export) to the browser as a file with this name. */
export function saveBlob(blob: Blob, name: string): void {
  const objectUrl = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = name || 'arquivo';
    link.rel = 'noopener';
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Some browsers read the blob a little after the click: let it go once they surely have.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
  }
}
