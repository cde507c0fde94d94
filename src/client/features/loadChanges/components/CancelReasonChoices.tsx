import { useId } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { selectCancelReasonGroups } from '../selectors';

interface CancelReasonChoicesProps {
  chosen: string | null;
  onChoose: (code: string) => void;
}

/** The cancel reasons as one radio group, shown under their group titles. Nothing shows if they failed to load. */
export function CancelReasonChoices({ chosen, onChoose }: CancelReasonChoicesProps) {
  const name = useId();
  const groups = useAppSelector(selectCancelReasonGroups);
  return (
    <div className="cancel-load__groups">
      {groups.map((group) => (
        <fieldset key={group.key} className="cancel-load__group">
          <legend className="cancel-load__group-title">{group.groupTitle}</legend>
          {group.reasons.map((reason) => (
            <label key={reason.code} className="cancel-load__reason">
              <input type="radio" name={name} value={reason.code} checked={chosen === reason.code} onChange={() => onChoose(reason.code)} />
              {reason.label}
            </label>
          ))}
        </fieldset>
      ))}
    </div>
  );
}
