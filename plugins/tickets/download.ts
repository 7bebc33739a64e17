/**
 * Saves a file with its name: fetched as a blob (the name is ours, not the URL's), handed to the
 * browser through an object URL and an <a download>.
 */
export async function downloadFile(url: string, name: string): Promise<void> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`download of ${url} answered ${response.status}`);
  saveBlob(await response.blob(), name);
}

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
