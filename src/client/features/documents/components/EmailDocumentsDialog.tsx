import { Field, Form, Formik, useFormikContext } from 'formik';
import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { DriverPicker } from '../../drivers/components/DriverPicker';
import { defaultEmailSubject, EMAIL_DIALOG_TEXT, EMAIL_DIALOG_TITLE } from '../documentsText';
import { emailDocumentsSchema, initialEmailValues, type EmailDocumentsValues } from '../emailSchema';
import { documentsEmailRequested, documentsTargetKey, emailDialogClosed, selectEmailDialog, type DocumentsTarget } from '../slice';
import './documents.css';

const EMAIL_PICKER_ID = 'emailDocuments';

function RecipientField() {
  const { values, errors, submitCount, setFieldValue } = useFormikContext<EmailDocumentsValues>();
  const error = submitCount > 0 ? errors.driverId : undefined;
  return (
    <div className="email-documents__recipient">
      <DriverPicker
        pickerId={EMAIL_PICKER_ID}
        selectedDriverId={values.driverId}
        onSelect={(driverId) => void setFieldValue('driverId', driverId)}
        requireEmail
      />
      {error && (
        <p className="email-documents__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * 'Send Documents' (loads spec 5): a driver to send to, the subject and the message. Any opener may render it
 * with its own target; it shows only while the open dialog is for that target.
 */
export function EmailDocumentsDialog({ target }: { target: DocumentsTarget }) {
  const dispatch = useAppDispatch();
  const dialog = useAppSelector(selectEmailDialog);
  const subjectId = useId();
  const bodyId = useId();

  if (!dialog || documentsTargetKey(dialog.target) !== documentsTargetKey(target)) return null;

  const close = () => dispatch(emailDialogClosed());
  const send = ({ driverId, subject, body }: EmailDocumentsValues) => {
    if (driverId === null) return;
    dispatch(documentsEmailRequested({ toUserId: driverId, toUserType: 'Driver', subject, body }));
  };

  return (
    <Modal title={EMAIL_DIALOG_TITLE} onClose={close} className="email-documents">
      <p className="email-documents__text">{EMAIL_DIALOG_TEXT}</p>
      {/* Formik reads its initial values once, when the dialog opens: the subject names that day's tomorrow. */}
      <Formik initialValues={initialEmailValues(defaultEmailSubject())} validationSchema={emailDocumentsSchema} onSubmit={send}>
        <Form noValidate className="email-documents__form">
          <RecipientField />
          <label htmlFor={subjectId} className="email-documents__label">
            Subject
          </label>
          <Field id={subjectId} name="subject" className="email-documents__input" />
          <label htmlFor={bodyId} className="email-documents__label">
            Message
          </label>
          <Field id={bodyId} name="body" as="textarea" rows={4} className="email-documents__input" />
          {dialog.error && (
            <p className="email-documents__error" role="alert">
              {dialog.error}
            </p>
          )}
          <div className="email-documents__buttons">
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={dialog.isSending}>
              Send Documents
            </Button>
          </div>
        </Form>
      </Formik>
    </Modal>
  );
}
