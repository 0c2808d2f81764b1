/** Hands a file to the browser as a download under this name. */
export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the address after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
