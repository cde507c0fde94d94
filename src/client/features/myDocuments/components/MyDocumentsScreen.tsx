import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { screens } from '../../../app/routeTable';
import { BackHeader } from '../../shell/BackHeader';
import { BROKER_AGREEMENTS_HEADING, DOWNLOAD_FAILED, INSURANCE_DOCUMENTS_HEADING } from '../myDocumentsText';
import { selectDocumentDownload } from '../selectors';
import { myDocumentsOpened } from '../slice';
import { CertificateUploadForm } from './CertificateUploadForm';
import { DocumentSection } from './DocumentSection';
import { registerFeature } from '../../../app/lazyFeatures';
import { myDocumentsFeature } from '../myDocumentsFeature';
import './myDocuments.css';

// This screen's slice and saga come with its chunk, not with main.js.
registerFeature(myDocumentsFeature);

/** /my-account/documents (account spec 2.11): both lists fetched on open, downloads and the certificate upload. */
export function MyDocumentsScreen() {
  const dispatch = useAppDispatch();
  const download = useAppSelector(selectDocumentDownload);

  useEffect(() => {
    dispatch(myDocumentsOpened());
  }, [dispatch]);

  return (
    <section className="my-documents">
      <BackHeader title={screens.myDocuments.title} fallbackTo={screens.myAccount.path} />
      {download.failed && <p className="hb-error-box" role="alert">{DOWNLOAD_FAILED}</p>}
      <DocumentSection list="insurance" heading={INSURANCE_DOCUMENTS_HEADING} />
      <CertificateUploadForm />
      <DocumentSection list="brokerAgreements" heading={BROKER_AGREEMENTS_HEADING} />
    </section>
  );
}
