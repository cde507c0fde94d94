import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useEffect, useId, useRef } from 'react';
import { DATE_PICKER_MAX } from '../../../../shared/constants';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { UPLOAD_BUTTON, UPLOAD_HEADING, UPLOADED, uploadFailureText, uploadFieldErrors } from '../myDocumentsText';
import { holdFile } from '../pendingFiles';
import { selectCertificateUpload } from '../selectors';
import { certificateUploadRequested } from '../slice';
import { CertificateField } from './CertificateField';
import { certificateFormSchema, emptyCertificateForm, type CertificateFormValues } from './certificateForm';

/** The file input: Formik keeps the chosen File; the input is emptied again once an upload succeeds. */
function CertificateFileInput({ serverError }: { serverError?: string }) {
  const { setFieldValue, setFieldTouched, errors, touched, values } = useFormikContext<CertificateFormValues>();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const error = (touched.file && errors.file) || serverError;

  useEffect(() => {
    if (!values.file && inputRef.current) inputRef.current.value = '';
  }, [values.file]);

  return (
    <div className="certificate-field">
      <label htmlFor={inputId} className="certificate-field__label">Certificate file (PDF, PNG or JPEG, up to 10 MB)</label>
      <input
        ref={inputRef}
        id={inputId}
        name="file"
        type="file"
        accept="application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg"
        className="certificate-field__input certificate-field__input--file"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          void setFieldValue('file', event.currentTarget.files?.[0] ?? null, true);
          void setFieldTouched('file', true, false);
        }}
      />
      {error && <p id={errorId} className="certificate-field__error">{String(error)}</p>}
    </div>
  );
}

/** Upload of the carrier's own certificate of insurance with its damage and liability expiration dates. */
export function CertificateUploadForm() {
  const dispatch = useAppDispatch();
  const upload = useAppSelector(selectCertificateUpload);
  const fieldErrors = uploadFieldErrors(upload.failure);
  const message = uploadFailureText(upload.failure);
  const headingId = useId();
  const helpers = useRef<FormikHelpers<CertificateFormValues> | null>(null);

  useEffect(() => {
    if (upload.status === 'succeeded') helpers.current?.resetForm();
  }, [upload.status]);

  const submit = (values: CertificateFormValues, formik: FormikHelpers<CertificateFormValues>) => {
    if (!values.file) return;
    helpers.current = formik;
    const { file, ...details } = values;
    dispatch(certificateUploadRequested({ fileKey: holdFile(file), details }));
  };

  return (
    <section className="certificate-upload" aria-labelledby={headingId}>
      <h2 id={headingId} className="document-section__heading">{UPLOAD_HEADING}</h2>
      <Formik initialValues={emptyCertificateForm} validationSchema={certificateFormSchema} onSubmit={submit}>
        <Form noValidate className="certificate-upload__form">
          <CertificateFileInput serverError={fieldErrors.file} />
          <CertificateField name="title" label="Title (optional)" type="text" serverError={fieldErrors.title} />
          <div className="certificate-upload__dates">
            <CertificateField
              name="damageExpirationDate" label="Damage expiration date" type="date" max={DATE_PICKER_MAX}
              serverError={fieldErrors.damageExpirationDate}
            />
            <CertificateField
              name="liabilityExpirationDate" label="Liability expiration date" type="date" max={DATE_PICKER_MAX}
              serverError={fieldErrors.liabilityExpirationDate}
            />
          </div>
          {message && <p className="certificate-field__error" role="alert">{message}</p>}
          {upload.status === 'succeeded' && <p className="certificate-upload__done" role="status">{UPLOADED}</p>}
          <Button type="submit" disabled={upload.status === 'uploading'}>{UPLOAD_BUTTON}</Button>
        </Form>
      </Formik>
    </section>
  );
}
