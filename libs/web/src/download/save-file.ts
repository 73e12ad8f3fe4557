/**
 * Hands a file the app fetched itself (with the bearer token) to the browser as a download: a link to
 * the blob, clicked, then let go once the browser has taken it.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Let go a while later: some browsers still read the URL after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
