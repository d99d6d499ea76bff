/**
 * Hands `blob` to the browser as a download named `fileName`, through a link clicked in the page
 * (no server round trip). The blob's URL is released 10 s later, once the download has started.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
