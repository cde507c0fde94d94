/**
 * A path of this app (`/search`, `/tips-and-tools/faq?x=1`), never a way off the site. Browsers read `/\` and `\/`
 * as `//` (another host), drop tabs and line breaks from a URL before reading it, and some routers decode
 * `%5C` and `%2F` first, so neither the text nor its decoded form may start with two slashes of any kind, and
 * neither may hold a backslash or a control character anywhere.
 */
export function isAppPath(url: string): boolean {
  return [url, decoded(url)].every((text) => /^\/(?![/\\])/.test(text) && !/[\\\u0000-\u001f\u007f]/.test(text));
}

function decoded(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return '\\'; // not decodable: not a path to follow
  }
}
