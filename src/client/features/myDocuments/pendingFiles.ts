/**
 * Files chosen for upload wait here between the form and the saga: a File cannot live in the store (state and
 * actions stay serializable), so the action carries a key and the saga takes the file by it, once.
 */
const files = new Map<string, File>();
let sequence = 0;

export function holdFile(file: File): string {
  sequence += 1;
  const key = `file-${sequence}`;
  files.set(key, file);
  return key;
}

export function takeFile(key: string): File | undefined {
  const file = files.get(key);
  files.delete(key);
  return file;
}
