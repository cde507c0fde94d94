/* The upload rules live in src/shared so the form checks a file exactly as the server does. */
export {
  certificateTypeOf,
  MAX_CERTIFICATE_BYTES,
  CERTIFICATE_TOO_LARGE as TOO_LARGE_MESSAGE,
  CERTIFICATE_WRONG_TYPE as WRONG_TYPE_MESSAGE,
  CERTIFICATE_FILE_REQUIRED as EMPTY_FILE_MESSAGE,
  type CertificateType,
} from '../../../shared/insuranceCertificate';
