import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { MyTasks } from '../../../../shared/dashboard';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { screens } from '../../../app/routeTable';
import { Button } from '../../../ui/Button';
import { EmailDocumentsDialog } from '../../documents/components/EmailDocumentsDialog';
import { emailDialogOpened, type DocumentsTarget } from '../../documents/slice';
import { selectInvoiceList } from '../../invoices/selectors';
import { invoiceExportRequested } from '../../invoices/slice';
import type { TrackedListKind } from '../../loadLists/listKinds';
import { selectLoadList } from '../../loadLists/selectors';
import { listExportRequested } from '../../loadLists/slice';
import { VIEW_LOADS, VIEW_PENDING } from '../dashboardText';

function TaskCard({ title, count, children }: { title: string; count: number | undefined; children: ReactNode }) {
  const titleId = useId();
  return (
    <article className="task-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="task-card__title">{title}</h3>
      <p className="task-card__count">{count ?? '–'}</p>
      <div className="task-card__actions">{children}</div>
    </article>
  );
}

/** Download and e-mail of a load list, through the list's own sagas and the Send Documents dialog. */
function ListTaskActions({ kind, to }: { kind: TrackedListKind; to: string }) {
  const dispatch = useAppDispatch();
  const { criteria, isExporting } = useAppSelector((state) => selectLoadList(state, kind));
  const target: DocumentsTarget = { type: 'list', listKind: kind, criteria };
  return (
    <>
      <Link className="task-card__link" to={to}>{VIEW_LOADS}</Link>
      <Button variant="outline" disabled={isExporting} onClick={() => dispatch(listExportRequested(kind))}>Download</Button>
      <Button variant="outline" onClick={() => dispatch(emailDialogOpened(target))}>Email</Button>
      <EmailDocumentsDialog target={target} />
    </>
  );
}

/** The four task cards of My Tasks (account spec 2.8); the downloads are the lists' own, as their screens make them. */
export function TaskCards({ tasks }: { tasks: MyTasks | null }) {
  const dispatch = useAppDispatch();
  const { isExporting: isExportingPendingInvoices } = useAppSelector((state) => selectInvoiceList(state, 'Pending'));
  return (
    <div className="task-cards">
      <TaskCard title="Loads In Progress" count={tasks?.inRouteCount}>
        <ListTaskActions kind="inRoute" to={screens.inProgressLoads.path} />
      </TaskCard>
      <TaskCard title="Claimed Loads" count={tasks?.pendingPickupCount}>
        <ListTaskActions kind="pendingPickup" to={screens.claimedLoads.path} />
      </TaskCard>
      <TaskCard title="Saved Loads" count={tasks?.savedCount}>
        <Link className="task-card__link" to={screens.savedLoads.path}>{VIEW_LOADS}</Link>
      </TaskCard>
      <TaskCard title="Pending Payments" count={tasks?.pendingPaymentCount}>
        <Link className="task-card__link task-card__link--cta" to={screens.pendingInvoices.path}>{VIEW_PENDING}</Link>
        <Button variant="outline" disabled={isExportingPendingInvoices} onClick={() => dispatch(invoiceExportRequested('Pending'))}>
          Download
        </Button>
      </TaskCard>
    </div>
  );
}
