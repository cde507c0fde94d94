import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { LoadNumberErrorModal } from '../loadNumber/components/LoadNumberErrorModal';
import { parseLoadNumber } from '../loadNumber/parseLoadNumber';
import { loadNumberSearched, selectLoadNumberSearch } from '../loadNumber/slice';
import '../loadNumber/loadNumber.css';

interface LoadNumberSearchProps {
  /** Lets an overlay close itself once the load it searched for has opened. */
  onSearched?: () => void;
  autoFocus?: boolean;
}

/** The 'Search Load #' box: busy while the number is looked up, then the load opens or a modal explains. */
export function LoadNumberSearch({ onSearched, autoFocus }: LoadNumberSearchProps) {
  const dispatch = useAppDispatch();
  const { status } = useAppSelector(selectLoadNumberSearch);
  const [text, setText] = useState('');
  const submittedHere = useRef(false);
  const searching = status === 'searching';

  useEffect(() => {
    if (!submittedHere.current || status === 'searching') return;
    submittedHere.current = false;
    if (status === 'idle') {
      setText('');
      onSearched?.();
    }
  }, [status, onSearched]);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (parseLoadNumber(text) === null || searching) return;
    submittedHere.current = true;
    dispatch(loadNumberSearched(text));
  }

  return (
    <>
      <form className="load-number-search" role="search" aria-busy={searching} onSubmit={handleSubmit}>
        <input
          type="search"
          inputMode="numeric"
          placeholder="Search Load #"
          aria-label="Search Load #"
          value={text}
          autoFocus={autoFocus}
          disabled={searching}
          onChange={(event) => setText(event.target.value)}
        />
        {searching && <span className="load-number-search__busy" role="status" aria-label="Looking up the load" />}
      </form>
      <LoadNumberErrorModal />
    </>
  );
}
