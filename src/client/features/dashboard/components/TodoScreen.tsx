import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { MyTasks } from '../../../../shared/dashboard';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { screens } from '../../../app/routeTable';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { NOTHING_TO_DO, TASKS_NOT_LOADED, todoText } from '../dashboardText';
import { selectMyTasks, selectMyTasksStatus } from '../selectors';
import { myTasksRequested } from '../slice';
import { InsuranceAlert } from './InsuranceAlert';
import './dashboard.css';

/** Each task of My Tasks, where it is done, in the order a load goes through them. */
const taskRows = (tasks: MyTasks) => [
  { key: 'inRoute', count: tasks.inRouteCount, text: todoText.inRoute, to: screens.inProgressLoads.path },
  { key: 'pendingPickup', count: tasks.pendingPickupCount, text: todoText.pendingPickup, to: screens.claimedLoads.path },
  { key: 'saved', count: tasks.savedCount, text: todoText.saved, to: screens.savedLoads.path },
  { key: 'pendingPayment', count: tasks.pendingPaymentCount, text: todoText.pendingPayment, to: screens.pendingInvoices.path },
].filter((row) => row.count > 0);

/** `/todo` (issue 22): the carrier's open tasks, from the dashboard's My Tasks figures; each leads to its list. */
export function TodoScreen() {
  const dispatch = useAppDispatch();
  const tasks = useAppSelector(selectMyTasks);
  const status = useAppSelector(selectMyTasksStatus);
  const load = () => {
    dispatch(myTasksRequested());
  };
  useEffect(load, [dispatch]);

  const rows = tasks ? taskRows(tasks) : [];
  return (
    <div className="dashboard-screen">
      <h1 className="screen-title">{screens.todo.title}</h1>
      <InsuranceAlert />
      {status === 'loading' && !tasks && <Spinner label="Loading your tasks" />}
      {status === 'failed' && (
        <div role="alert" className="dashboard-failed">
          <p>{TASKS_NOT_LOADED}</p>
          <Button variant="outline" onClick={load}>Try Again</Button>
        </div>
      )}
      {tasks && rows.length === 0 && (
        <p>{NOTHING_TO_DO} <Link to={screens.search.path}>{screens.search.title}</Link></p>
      )}
      {rows.length > 0 && (
        <ul className="todo-list" aria-label="Open tasks">
          {rows.map((row) => (
            <li key={row.key} className="todo-list__item">
              <Link to={row.to}>{row.text(row.count)}</Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
