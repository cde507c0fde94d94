import type { CertificateType } from './fileType';

/**
 * The name an uploaded certificate downloads under: the carrier's own file name without folders, quotes or
 * control characters, ending in the extension of what the bytes really are.
 */
export function storedFileName(given: string | undefined, type: CertificateType): string {
  const base = (given ?? '').split(/[\\/]/).pop() ?? '';
  const stem = base.replace(/\.[^.]*$/, '').replace(/[\u0000-\u001f\u007f"*:<>?|]/g, '').trim().slice(0, 100);
  return `${stem || 'certificate-of-insurance'}.${type.extension}`;
}

/** RFC 6266: a plain ASCII name for old agents and the exact name, UTF-8 encoded, for the rest. */
export function downloadDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
