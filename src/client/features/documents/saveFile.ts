/**
 * Saves a downloaded file under a name of our choosing. The browser only honours the name of an `<a download>`
 * pointing at an object URL, so that is how a Blob becomes a file on the carrier's disk.
 */
export function saveFile(content: Blob, fileName: string): void {
  const url = URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers start reading the URL only after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
