import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { EmailDocumentsDialog } from '../../documents/components/EmailDocumentsDialog';
import { emailDialogOpened, type DocumentsTarget } from '../../documents/slice';
import { loadCountLabel } from '../../search/searchText';
import type { TrackedListKind } from '../listKinds';
import { selectLoadList } from '../selectors';
import { listExportRequested } from '../slice';

/** The count and the list's Email and Download (CSV) actions (loads spec 2 and 7). */
export function ListActions({ kind }: { kind: TrackedListKind }) {
  const dispatch = useAppDispatch();
  const { criteria, totalRecordCount, pageNumber, isExporting } = useAppSelector((state) => selectLoadList(state, kind));
  const target: DocumentsTarget = { type: 'list', listKind: kind, criteria };

  return (
    <div className="list-actions">
      {/* No count before the first page answers: '0 LOADS' would be wrong meanwhile. */}
      {pageNumber > 0 && <p className="list-actions__count">{loadCountLabel(totalRecordCount)}</p>}
      <div className="list-actions__buttons">
        <Button variant="outline" onClick={() => dispatch(emailDialogOpened(target))}>
          Email
        </Button>
        <Button variant="outline" disabled={isExporting} onClick={() => dispatch(listExportRequested(kind))}>
          Download
        </Button>
      </div>
      <EmailDocumentsDialog target={target} />
    </div>
  );
}
