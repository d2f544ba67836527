/** Offers a file to the user as a download. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has started from the URL by now; release it a little later for slow browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
