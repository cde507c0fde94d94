import { useEffect, type ReactElement, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { LoadRecord } from '../../../../shared/loads';
import { LOAD_NOT_FOUND } from '../../../../shared/loadRefusals';
import { useAppDispatch } from '../../../app/hooks';
import { Spinner } from '../../../ui/Spinner';
import { useLoad } from '../../loads/useLoad';
import { LOADING_LOAD_LABEL, loadNotLoadedText } from '../loadChangesText';
import { loadChangeOpened, type LoadChangeKind } from '../slice';
import { LoadChangeCard } from './LoadChangeCard';

interface LoadChangeScreenProps {
  /** The change whose form starts clean when the screen opens. */
  kind?: LoadChangeKind;
  className: string;
  header?: ReactNode;
  messageClassName?: string;
  /** Whether the screen's own messages are announced as alerts. */
  alert?: boolean;
  notFoundText?: (loadIdParam: string) => string;
  /** What a 403 (another carrier's load) says. */
  forbiddenText: string;
  /** Wait for the fresh record rather than judge the one kept from before. */
  waitForFresh?: boolean;
  /** Why this load cannot take the change (words, or an element to show instead); null when it can. */
  refusalOf: (load: LoadRecord) => string | ReactElement | null;
  children: (load: LoadRecord) => ReactNode;
}

/**
 * Every screen that changes one load at /load/{id}/...: fetch the load, check it may take the change (it
 * exists, is reachable, and the change's own rule), then show the form.
 */
export function LoadChangeScreen(props: LoadChangeScreenProps) {
  const { kind, className, header, messageClassName, alert = false, notFoundText = () => LOAD_NOT_FOUND } = props;
  const loadIdParam = useParams().loadId ?? '';
  const loadId = Number(loadIdParam);
  const dispatch = useAppDispatch();
  const { load, status } = useLoad(loadId);

  useEffect(() => {
    if (kind) dispatch(loadChangeOpened({ loadId, kind }));
  }, [dispatch, kind, loadId]);

  const message = (text: string) => (
    <p className={messageClassName} role={alert ? 'alert' : undefined}>
      {text}
    </p>
  );

  const bodyOf = (): ReactNode => {
    if (!Number.isInteger(loadId) || status === 'notFound') return message(notFoundText(loadIdParam));
    if (status === 'forbidden') return message(props.forbiddenText);
    if (props.waitForFresh && (status === 'loading' || status === undefined)) return <Spinner label={LOADING_LOAD_LABEL} />;
    if (!load && (status === 'failed' || props.waitForFresh)) return message(loadNotLoadedText(loadId));
    if (!load) return <Spinner label={LOADING_LOAD_LABEL} />;
    const refusal = props.refusalOf(load);
    if (refusal === null) return props.children(load);
    return typeof refusal === 'string' ? message(refusal) : refusal;
  };

  return (
    <LoadChangeCard className={className}>
      {header}
      {bodyOf()}
    </LoadChangeCard>
  );
}
