/** A certificate of insurance is a PDF or a scan; the limit keeps one upload far below what a row should hold. */
export const MAX_CERTIFICATE_BYTES = 10 * 1024 * 1024;
export const TOO_LARGE_MESSAGE = 'The file is larger than 10 MB. Upload a smaller PDF, PNG or JPEG file.';
export const WRONG_TYPE_MESSAGE = 'The file must be a PDF, PNG or JPEG.';
export const EMPTY_FILE_MESSAGE = 'Choose a file to upload.';

export interface CertificateType {
  contentType: 'application/pdf' | 'image/png' | 'image/jpeg';
  extension: 'pdf' | 'png' | 'jpg';
}

const signatures: { magic: number[]; type: CertificateType }[] = [
  { magic: [0x25, 0x50, 0x44, 0x46, 0x2d], type: { contentType: 'application/pdf', extension: 'pdf' } },
  { magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], type: { contentType: 'image/png', extension: 'png' } },
  { magic: [0xff, 0xd8, 0xff], type: { contentType: 'image/jpeg', extension: 'jpg' } },
];

/** The type the bytes say (their magic number), whatever the file was called or claimed to be. */
export function certificateTypeOf(content: Buffer): CertificateType | null {
  const match = signatures.find(({ magic }) => content.length >= magic.length && magic.every((byte, index) => content[index] === byte));
  return match?.type ?? null;
}
