/*
 * Place names as the prefix index compares them: lower case, accents and punctuation gone, and the common
 * abbreviations spelt out, so 'St. Louis', 'st louis' and 'Saint Louis' meet, as do 'Ft Worth' and 'Fort Worth'
 * and 'Montreal' and 'Montréal'.
 */

const abbreviations: ReadonlyMap<string, string> = new Map([
  ['st', 'saint'],
  ['ste', 'sainte'],
  ['ft', 'fort'],
  ['mt', 'mount'],
  ['pt', 'port'],
]);

/** Lower case without accents; anything but letters and digits becomes one space. */
function fold(text: string): string {
  // Most names are plain ASCII: the Unicode path (NFD and property classes) costs ten times more.
  if (/^[\x20-\x7e]*$/.test(text)) return text.toLowerCase().replace(/'/g, '').replace(/[^a-z0-9]+/g, ' ').trim();
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A stored place name in index form. */
export function normalizeName(name: string): string {
  return fold(name)
    .split(' ')
    .map((word) => abbreviations.get(word) ?? word)
    .join(' ');
}

/**
 * What someone typed, in index form. The last word is only spelt out once it is finished (a space or a
 * period follows), so 'st' still finds 'Stamford' while 'st ' and 'st.' find 'Saint ...'.
 */
export function normalizeTyped(typed: string): string {
  const finished = /[\s.]$/.test(typed);
  const words = fold(typed).split(' ').filter(Boolean);
  return words
    .map((word, index) => (index < words.length - 1 || finished ? abbreviations.get(word) ?? word : word))
    .join(' ');
}
