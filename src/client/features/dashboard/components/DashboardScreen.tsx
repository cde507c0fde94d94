import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectMyTasks } from '../selectors';
import { dashboardOpened } from '../slice';
import { DashboardSection } from './DashboardSection';
import { InsuranceAlert } from './InsuranceAlert';
import { NewLoadsBanner } from './NewLoadsBanner';
import { PaymentsSection } from './PaymentsSection';
import { SummarySection } from './SummarySection';
import { TaskCards } from './TaskCards';
import { TrendsSection } from './TrendsSection';
import './dashboard.css';

/** The dashboard (account spec 2.8): every figure is fetched on open; sections open or close as last left. */
export function DashboardScreen() {
  const dispatch = useAppDispatch();
  const tasks = useAppSelector(selectMyTasks);

  useEffect(() => {
    dispatch(dashboardOpened());
  }, [dispatch]);

  return (
    <div className="dashboard-screen">
      <h1 className="screen-title">Dashboard</h1>
      <NewLoadsBanner />
      <DashboardSection section="myTasks">
        <InsuranceAlert />
        <TaskCards tasks={tasks} />
      </DashboardSection>
      <DashboardSection section="myTrends">
        <TrendsSection />
      </DashboardSection>
      <DashboardSection section="mySummary">
        <SummarySection />
      </DashboardSection>
      <DashboardSection section="invoiceChart">
        <PaymentsSection />
      </DashboardSection>
    </div>
  );
}
