import * as yup from 'yup';
import { CERTIFICATE_FILE_REQUIRED, CERTIFICATE_MAGIC_LENGTH, certificateFileProblem } from '../../../../shared/insuranceCertificate';
import { certificateDetailsSchema } from '../../../../shared/insuranceCertificateSchema';

export interface CertificateFormValues {
  title: string;
  damageExpirationDate: string;
  liabilityExpirationDate: string;
  file: File | null;
}

export const emptyCertificateForm: CertificateFormValues = { title: '', damageExpirationDate: '', liabilityExpirationDate: '', file: null };

async function startOf(file: Blob): Promise<Uint8Array> {
  const head = file.slice(0, CERTIFICATE_MAGIC_LENGTH);
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(head);
  });
}

/** The server's rules, checked before sending: the dates of the shared schema and the file by size and bytes. */
export const certificateFormSchema = certificateDetailsSchema.shape({
  file: yup.mixed<File>().nullable().defined().test('certificate-file', CERTIFICATE_FILE_REQUIRED, async function check(file) {
    if (!file) return this.createError({ message: CERTIFICATE_FILE_REQUIRED });
    const problem = certificateFileProblem(file.size, await startOf(file));
    return problem ? this.createError({ message: problem }) : true;
  }),
});
