/** Loads spec 5: the box is parsed as an integer; nothing happens when it is empty or holds no load number. */
export function parseLoadNumber(text: string): number | null {
  const loadNumber = Number.parseInt(text.trim(), 10);
  return Number.isInteger(loadNumber) && loadNumber > 0 ? loadNumber : null;
}
