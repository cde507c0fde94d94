/** A signed document link is another address of the API, not a route of the app: the browser itself goes there. */
export function openDocumentUrl(url: string): void {
  window.location.assign(url);
}
