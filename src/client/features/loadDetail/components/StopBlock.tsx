import type { LoadRecord } from '../../../../shared/loads';

export type StopSide = 'origin' | 'destination';

const titles: Record<StopSide, string> = { origin: 'Pick-Up', destination: 'Drop-Off' };
const markers: Record<StopSide, string> = { origin: 'A', destination: 'B' };

export const isBlank = (text: string | null | undefined) => (text ?? '').trim() === '';

function stopOf(load: LoadRecord, side: StopSide) {
  return side === 'origin'
    ? {
        name: load.originName,
        address: load.originAddress,
        city: load.originCity,
        state: load.originState,
        zip: load.originZip,
        businessHours: load.originBusinessHours,
        comments: load.originComments,
      }
    : {
        name: load.destinationName,
        address: load.destinationAddress,
        city: load.destinationCity,
        state: load.destinationState,
        zip: load.destinationZip,
        businessHours: load.destinationBusinessHours,
        comments: load.destinationComments,
      };
}

/** One end of the load (loads spec 2, Load detail): the place, its hours, and its instructions when given. */
export function StopBlock({ load, side }: { load: LoadRecord; side: StopSide }) {
  const stop = stopOf(load, side);
  const heading = titles[side];
  return (
    <section className={`load-stop load-stop--${side}`} aria-label={heading}>
      <h2 className="load-detail__heading">
        <span className="load-stop__marker" aria-hidden="true">
          {markers[side]}
        </span>
        {heading}
      </h2>
      <address className="load-stop__place">
        <strong className="load-stop__name">{stop.name}</strong>
        <span>{stop.address}</span>
        <span>{`${stop.city}, ${stop.state} ${stop.zip}`.trim()}</span>
      </address>
      {!isBlank(stop.businessHours) && (
        <p className="load-stop__hours">
          <span className="load-detail__label">Business hours</span> {stop.businessHours}
        </p>
      )}
      {!isBlank(stop.comments) && (
        <div className="load-stop__comments">
          <h3 className="load-detail__label">Instructions and notes</h3>
          <p>{stop.comments}</p>
        </div>
      )}
    </section>
  );
}
