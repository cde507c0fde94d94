import { Field, Form, Formik, useFormikContext } from 'formik';
import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { DriverPicker } from '../../driverPickers/components/DriverPicker';
import { emailDialogWords, emailFailureText } from '../documentsText';
import { emailDocumentsSchema, initialEmailValues, type EmailDocumentsValues, type RecipientType } from '../emailSchema';
import { documentsEmailRequested, documentsTargetKey, emailDialogClosed, selectEmailDialog, type DocumentsTarget } from '../slice';
import { TeamMemberChoices } from '../../recipientSearch/components/TeamMemberChoices';
import './documents.css';

const EMAIL_PICKER_ID = 'emailDocuments';

/** A driver with an e-mail, or a team member: choosing one clears the other. */
function RecipientField() {
  const { values, errors, submitCount, setValues } = useFormikContext<EmailDocumentsValues>();
  const error = submitCount > 0 ? errors.recipientId : undefined;
  const choose = (recipientType: RecipientType, recipientId: number | null) =>
    void setValues({ ...values, recipientType, recipientId });
  return (
    <div className="email-documents__recipient">
      <DriverPicker
        pickerId={EMAIL_PICKER_ID}
        selectedDriverId={values.recipientType === 'Driver' ? values.recipientId : null}
        onSelect={(driverId) => choose('Driver', driverId)}
        requireEmail
      />
      <TeamMemberChoices
        selectedUserId={values.recipientType === 'User' ? values.recipientId : null}
        onSelect={(userId) => choose('User', userId)}
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
 * 'Send Documents' (loads spec 5), or 'Email Paid Invoices': a driver to send to, the subject and the message. Any opener may render it
 * with its own target; it shows only while the open dialog is for that target.
 */
export function EmailDocumentsDialog({ target }: { target: DocumentsTarget }) {
  const dispatch = useAppDispatch();
  const dialog = useAppSelector(selectEmailDialog);
  const subjectId = useId();
  const bodyId = useId();

  if (!dialog || documentsTargetKey(dialog.target) !== documentsTargetKey(target)) return null;
  const words = emailDialogWords(dialog.target);

  const close = () => dispatch(emailDialogClosed());
  const send = ({ recipientId, recipientType, subject, body }: EmailDocumentsValues) => {
    if (recipientId === null) return;
    dispatch(documentsEmailRequested({ toUserId: recipientId, toUserType: recipientType, subject, body }));
  };

  return (
    <Modal title={words.title} onClose={close} className="email-documents">
      <p className="email-documents__text">{words.text}</p>
      {/* Formik reads its initial values once, when the dialog opens: the subject names the day it opened. */}
      <Formik initialValues={initialEmailValues(words)} validationSchema={emailDocumentsSchema} onSubmit={send}>
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
          {dialog.failure && (
            <p className="email-documents__error" role="alert">
              {emailFailureText(dialog.failure)}
            </p>
          )}
          <div className="email-documents__buttons">
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={dialog.isSending}>
              {words.sendLabel}
            </Button>
          </div>
        </Form>
      </Formik>
    </Modal>
  );
}
