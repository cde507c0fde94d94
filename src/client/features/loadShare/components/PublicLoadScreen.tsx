import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatMiles, formatMoney, ratePerMile, vehicleFullName } from '../../../../shared/format';
import type { PublicLoadRecord } from '../../../../shared/loads';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paths, screens } from '../../../app/routeTable';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { vehicleCountLabel } from '../../loads/loadCardText';
import { LoadTags } from '../../loads/components/LoadTags';
import { LoadWindows } from '../../loads/components/LoadWindows';
import { selectIsLoggedIn } from '../../session/selectors';
import { CLAIM_LOAD, FIND_LOADS, SIGN_IN_TO_CLAIM, publicLoadTitle } from '../loadShareText';
import { selectPublicLoadPage } from '../selectors';
import { publicLoadOpened } from '../slice';
import './publicLoad.css';

function ClaimLink({ loadId }: { loadId: number }) {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const claimPath = paths.loadClaim(loadId);
  return isLoggedIn ? (
    <Link className="hb-button hb-button--primary" to={claimPath}>{CLAIM_LOAD}</Link>
  ) : (
    <Link className="hb-button hb-button--primary" to={paths.loginThen(paths.load(loadId))}>{SIGN_IN_TO_CLAIM}</Link>
  );
}

function PublicLoad({ load }: { load: PublicLoadRecord }) {
  const perMile = ratePerMile(load.rate, load.miles);
  return (
    <article className="public-load" aria-labelledby="public-load-route">
      <p className="public-load__number">Load #{load.id}</p>
      <h2 id="public-load-route" className="public-load__route">{publicLoadTitle(load)}</h2>
      <p className="public-load__money">
        <span className="public-load__rate">{formatMoney(load.rate)}</span>
        {perMile !== null && <span>{formatMoney(perMile, 2)}/mi</span>}
        <span>{formatMiles(load.miles)}</span>
      </p>
      <LoadWindows load={load} />
      <section aria-label="Vehicles">
        <h3 className="public-load__heading">{vehicleCountLabel(load.vehicles.length)}</h3>
        <ul className="public-load__vehicles">
          {/* Vehicles have no id of their own; the list never reorders. */}
          {load.vehicles.map((vehicle, index) => (
            <li key={index}>{vehicleFullName(vehicle)}{vehicle.inoperable && ' (Inoperable)'}</li>
          ))}
        </ul>
      </section>
      <LoadTags load={load} />
      <ClaimLink loadId={load.id} />
    </article>
  );
}

/** `/l/:slug`: a load on the board as anyone may see it, from a link a carrier shared (issue 22). */
export function PublicLoadScreen() {
  const { slug = '' } = useParams();
  const dispatch = useAppDispatch();
  const page = useAppSelector(selectPublicLoadPage);
  const open = () => {
    dispatch(publicLoadOpened({ slug }));
  };
  useEffect(open, [dispatch, slug]); // once per slug

  return (
    <section className="public-load-screen">
      <h1 className="screen-title">{screens.loadBySlug.title}</h1>
      {page.status === 'loading' && <Spinner label="Loading the load" />}
      {page.status === 'loaded' && page.load && <PublicLoad load={page.load} />}
      {page.status === 'failed' && (
        <div role="alert" className="public-load__problem">
          <p>{page.problem}</p>
          {page.gone ? (
            <Link to={screens.search.path}>{FIND_LOADS}</Link>
          ) : (
            <Button variant="outline" onClick={open}>Try Again</Button>
          )}
        </div>
      )}
    </section>
  );
}
