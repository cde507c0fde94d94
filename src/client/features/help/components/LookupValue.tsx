import { useEffect, type ReactNode } from 'react';
import type { LookupKey } from '../../../api/helpApi';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { lookupRequested, selectLookup } from '../slice';

export const LOOKUP_NOT_FOUND = '⚠️ Lookup value not found';

interface LookupValueProps {
  lookupKey: LookupKey;
  /** How a found value shows (an address as a mailto link, say); text by default. */
  children?: (value: string) => ReactNode;
}

/** A configuration value fetched by key (spec 7 `Lookups/{key}`); a failure reads as spec 8 says. */
export function LookupValue({ lookupKey, children }: LookupValueProps) {
  const dispatch = useAppDispatch();
  const entry = useAppSelector((state) => selectLookup(state, lookupKey));

  useEffect(() => {
    dispatch(lookupRequested(lookupKey));
  }, [dispatch, lookupKey]);

  if (entry?.status === 'failed') return <span className="lookup-value lookup-value--missing">{LOOKUP_NOT_FOUND}</span>;
  if (entry?.status !== 'succeeded') return <span className="lookup-value" aria-busy="true">Loading…</span>;
  const text = typeof entry.value === 'string' ? entry.value : JSON.stringify(entry.value);
  return <span className="lookup-value">{children ? children(text) : text}</span>;
}
