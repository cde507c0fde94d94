import { useId, useMemo } from 'react';
import { useAppSelector } from '../../../app/hooks';
import type { DocumentListName } from '../../../api/carrierDocumentsApi';
import { Spinner } from '../../../ui/Spinner';
import { LIST_FAILED, NO_DOCUMENTS_FOUND } from '../myDocumentsText';
import { makeSelectDocumentList, selectDocumentDownload, selectDocumentListStatus } from '../selectors';
import { DocumentCard } from './DocumentCard';

/** One section of My Documents: a loading indicator, then 'No documents found' or the cards. */
export function DocumentSection({ list, heading }: { list: DocumentListName; heading: string }) {
  const headingId = useId();
  const selectDocuments = useMemo(makeSelectDocumentList, []);
  const documents = useAppSelector((state) => selectDocuments(state, list));
  const status = useAppSelector((state) => selectDocumentListStatus(state, list));
  const download = useAppSelector(selectDocumentDownload);

  return (
    <section className="document-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="document-section__heading">{heading}</h2>
      {status === 'loading' || status === 'idle' ? (
        <Spinner label={`Loading ${heading}`} />
      ) : status === 'failed' ? (
        <p className="document-section__empty">{LIST_FAILED}</p>
      ) : documents.length === 0 ? (
        <p className="document-section__empty">{NO_DOCUMENTS_FOUND}</p>
      ) : (
        <ul className="hb-card-list">
          {documents.map((document) => (
            <DocumentCard key={document.documentId} document={document} busy={download.documentId === document.documentId} />
          ))}
        </ul>
      )}
    </section>
  );
}
