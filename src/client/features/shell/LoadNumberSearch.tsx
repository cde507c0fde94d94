import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/** Account spec 5: the box is parsed as an integer and nothing happens when it is empty. */
export function parseLoadNumber(text: string): number | null {
  const loadNumber = Number.parseInt(text.trim(), 10);
  return Number.isInteger(loadNumber) && loadNumber > 0 ? loadNumber : null;
}

interface LoadNumberSearchProps {
  /** Lets an overlay close itself once the search has gone through. */
  onSearched?: () => void;
  autoFocus?: boolean;
}

export function LoadNumberSearch({ onSearched, autoFocus }: LoadNumberSearchProps) {
  const navigate = useNavigate();
  const [text, setText] = useState('');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const loadNumber = parseLoadNumber(text);
    if (loadNumber === null) return;
    setText('');
    navigate(`/load/${loadNumber}`);
    onSearched?.();
  }

  return (
    <form className="load-number-search" role="search" onSubmit={handleSubmit}>
      <input
        type="search"
        inputMode="numeric"
        placeholder="Search Load #"
        aria-label="Search Load #"
        value={text}
        autoFocus={autoFocus}
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}
