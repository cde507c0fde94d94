/**
 * Tab and Shift+Tab kept inside a dialog: from its last control on to its first, and back. What the browser
 * moves between in the middle is left to the browser.
 */
const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** A radio is reached by Tab only as its group's checked one (or the group's first while none is). */
function isTabStop(element: HTMLElement, radios: HTMLInputElement[]): boolean {
  if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || element.checked) return true;
  const group = radios.filter((radio) => radio.name === element.name);
  return !group.some((radio) => radio.checked) && group[0] === element;
}

function tabStopsIn(container: HTMLElement): HTMLElement[] {
  const radios = Array.from(container.querySelectorAll<HTMLInputElement>('input[type="radio"]'));
  return Array.from(container.querySelectorAll<HTMLElement>(TABBABLE)).filter((element) => isTabStop(element, radios));
}

export function keepTabIn(event: KeyboardEvent, container: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const stops = tabStopsIn(container);
  const active = document.activeElement;
  const inside = active instanceof HTMLElement && active !== container && container.contains(active);
  const edge = event.shiftKey ? stops[0] : stops[stops.length - 1];
  if (inside && active !== edge) return;
  event.preventDefault();
  const next = event.shiftKey ? stops[stops.length - 1] : stops[0];
  (next ?? container).focus();
}
