import { useAppSelector } from '../../../app/hooks';
import { insuranceAlertText } from '../dashboardText';
import { selectInsuranceAlertDays } from '../selectors';

/** The red alert above the task cards while a cover ends within the server's threshold (account spec 2.8 and 9). */
export function InsuranceAlert() {
  const days = useAppSelector(selectInsuranceAlertDays);
  if (days === null) return null;
  return <p className="dashboard-alert" role="alert">{insuranceAlertText(days)}</p>;
}
