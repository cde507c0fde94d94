import type { ReactNode } from 'react';
import { DATE_PICKER_MAX } from '../../../../shared/constants';
import { formatShortDate, type DateValue } from '../../../../shared/format';
import type { LoadRecord } from '../../../../shared/loads';
import { formatPlaceTime } from '../../../../shared/placeTime';
import type { ScheduleBounds } from '../../../../shared/scheduleRules';
import { MISSING_DATE, windowText } from '../../loads/loadWindows';
import { LoadDriverName } from '../../drivers/components/LoadDriverName';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Step 1, before the carrier picks: the days the form accepts for each stop. */
export function AllowedRanges({ bounds, now }: { bounds: ScheduleBounds; now: DateValue }) {
  const pickupMax = bounds.pickupMax === DATE_PICKER_MAX ? null : bounds.pickupMax;
  const deliveryMax = bounds.deliveryMax === DATE_PICKER_MAX ? null : bounds.deliveryMax;
  return (
    <dl className="claim-summary__details" aria-label="Allowed days">
      <Detail label="Pick up">{windowText(bounds.pickupMin, pickupMax, now)}</Detail>
      <Detail label="Drop off">{deliveryMax ? `After the pick-up, by ${formatShortDate(deliveryMax, now)}` : 'Any day after the pick-up'}</Detail>
    </dl>
  );
}

const timeOf = (value: string | null, timeZone: string) => formatPlaceTime(value, timeZone, 'dayAndTime') || MISSING_DATE;

/** Step 2 and the confirmation: the times chosen and, once the carrier has chosen, the driver. */
export function ChosenSchedule({ load, withDriver = false }: { load: LoadRecord; withDriver?: boolean }) {
  return (
    <dl className="claim-summary__details" aria-label="Chosen schedule">
      <Detail label="Pick-Up">{timeOf(load.scheduledPickup, load.originTimeZone)}</Detail>
      <Detail label="Drop-Off">{timeOf(load.scheduledDelivery, load.destinationTimeZone)}</Detail>
      {withDriver && (
        <Detail label="Driver">
          <LoadDriverName driverId={load.driverId} />
        </Detail>
      )}
    </dl>
  );
}
