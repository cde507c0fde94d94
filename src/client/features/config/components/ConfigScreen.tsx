import { useId, useState, type FormEvent } from 'react';
import { apiRoot, chooseApiRoot, normalizeApiRoot } from '../../../api/apiRoot';
import { useAppSelector } from '../../../app/hooks';
import { productVersion } from '../../../app/serverSettings';
import { Button } from '../../../ui/Button';
import { selectIsLoggedIn } from '../../session/selectors';
import { ENDPOINT_PRESETS, presetNameOf } from '../presets';
import './config.css';

export const LOGGED_IN_BLOCK = 'You must log out to change endpoints';
const CUSTOM = 'custom';

/** /config (account spec 2.3): choose an endpoint preset or a custom API root; blocked while logged in. */
export function ConfigScreen() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const [current, setCurrent] = useState(apiRoot);
  const [choice, setChoice] = useState(() => (presetNameOf(current) ? current : CUSTOM));
  const [custom, setCustom] = useState(() => (presetNameOf(current) ? '' : current));
  const [error, setError] = useState<string | null>(null);
  const customId = useId();
  const errorId = useId();

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (isLoggedIn) return;
    const root = normalizeApiRoot(choice === CUSTOM ? custom : choice);
    if (!root) {
      setError('Enter a path starting with / or an http:// or https:// address');
      return;
    }
    chooseApiRoot(root);
    setCurrent(root);
    setError(null);
  };

  return (
    <section className="config-screen">
      <h1>Endpoint Configuration</h1>
      <p>
        Version <strong>{productVersion()}</strong>
      </p>
      <p>
        Current API root: <code>{current}</code> ({presetNameOf(current) ?? 'Custom'})
      </p>
      {isLoggedIn && <p className="config-screen__blocked" role="alert">{LOGGED_IN_BLOCK}</p>}
      <form onSubmit={save} noValidate>
        <fieldset disabled={isLoggedIn} className="config-screen__choices">
          <legend>Endpoint</legend>
          {ENDPOINT_PRESETS.map((preset) => (
            <label key={preset.name} className="config-screen__choice">
              <input type="radio" name="endpoint" value={preset.root} checked={choice === preset.root} onChange={() => setChoice(preset.root)} />
              <span>{preset.name}</span> <code>{preset.root}</code>
            </label>
          ))}
          <label className="config-screen__choice">
            <input type="radio" name="endpoint" value={CUSTOM} checked={choice === CUSTOM} onChange={() => setChoice(CUSTOM)} />
            <span>Custom</span>
          </label>
          <label htmlFor={customId} className="config-screen__custom-label">Custom API root</label>
          <input
            id={customId}
            className="hb-text-box"
            type="text"
            inputMode="url"
            placeholder="https://api.example.com/api/"
            value={custom}
            onChange={(event) => {
              setCustom(event.target.value);
              setChoice(CUSTOM);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          {error && <p id={errorId} className="config-screen__error" role="alert">{error}</p>}
          <Button type="submit">Use this endpoint</Button>
        </fieldset>
      </form>
    </section>
  );
}
