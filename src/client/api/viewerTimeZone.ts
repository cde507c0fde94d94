/**
 * The viewer's IANA time zone ('America/New_York'). Exports and documents print times, and list filters judge
 * "tomorrow" and delivery days, on the viewer's calendar rather than the server's.
 */
export function viewerTimeZone(): string | undefined {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
}
