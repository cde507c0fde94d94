import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { emailDialogOpened, pdfDownloadRequested, selectIsPdfDownloading } from '../slice';
import { EmailDocumentsDialog } from './EmailDocumentsDialog';
import './documents.css';

/** A claimed load's documents (loads spec 2): sent by e-mail, or downloaded as 'Load {id}.pdf'. */
export function LoadDocumentsActions({ loadId }: { loadId: number }) {
  const dispatch = useAppDispatch();
  const isDownloading = useAppSelector((state) => selectIsPdfDownloading(state, loadId));
  const target = { type: 'load', loadId } as const;

  return (
    <div className="load-documents" role="group" aria-label={`Documents of load ${loadId}`}>
      <Button variant="outline" onClick={() => dispatch(emailDialogOpened(target))}>
        Email
      </Button>
      <Button variant="outline" disabled={isDownloading} onClick={() => dispatch(pdfDownloadRequested(loadId))}>
        Download PDF
      </Button>
      <EmailDocumentsDialog target={target} />
    </div>
  );
}
