import { DATE_FORMATS } from '../../../../shared/constants';
import type { CarrierDocumentRecord } from '../../../../shared/carrierDocuments';
import { formatDate } from '../../../../shared/format';
import { useAppDispatch } from '../../../app/hooks';
import { DOWNLOAD_LABEL } from '../myDocumentsText';
import { documentDownloadRequested } from '../slice';

/** A document's card: its title, the day it was added and a Download label; the whole card starts the download. */
export function DocumentCard({ document, busy }: { document: CarrierDocumentRecord; busy: boolean }) {
  const dispatch = useAppDispatch();
  return (
    <li className="document-card">
      <button
        type="button"
        className="document-card__button"
        aria-busy={busy}
        onClick={() => dispatch(documentDownloadRequested(document.documentId))}
      >
        <span className="document-card__title">{document.title}</span>
        <span className="document-card__date">
          <span className="hb-visually-hidden">Added </span>
          <time dateTime={document.dateAdded}>{formatDate(document.dateAdded, DATE_FORMATS.full)}</time>
        </span>
        <span className="document-card__download">{DOWNLOAD_LABEL}</span>
      </button>
    </li>
  );
}
