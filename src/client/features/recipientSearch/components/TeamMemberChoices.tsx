import { useEffect, useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { clearOnEscape } from '../../../ui/escapeKey';
import { Spinner } from '../../../ui/Spinner';
import {
  FIND_TEAM_MEMBER_LABEL, FIND_TEAM_MEMBER_PLACEHOLDER, FINDING_TEAM_MEMBERS_LABEL, NO_TEAM_MEMBERS_TEXT, TEAM_MEMBERS_LABEL,
} from '../recipientSearchText';
import { selectRecipientSearch } from '../selectors';
import { teamMemberSearchOpened, teamMemberTermChanged } from '../slice';

interface TeamMemberChoicesProps {
  selectedUserId: number | null;
  onSelect: (userId: number) => void;
}

/** A team member found by name or e-mail, as the other recipient of documents besides drivers. */
export function TeamMemberChoices({ selectedUserId, onSelect }: TeamMemberChoicesProps) {
  const dispatch = useAppDispatch();
  const groupName = useId();
  const { term, status, teamMembers } = useAppSelector(selectRecipientSearch);

  useEffect(() => {
    dispatch(teamMemberSearchOpened());
  }, [dispatch]);

  return (
    <div className="email-documents__team" role="group" aria-label={TEAM_MEMBERS_LABEL}>
      <input
        type="search"
        className="email-documents__input"
        placeholder={FIND_TEAM_MEMBER_PLACEHOLDER}
        aria-label={FIND_TEAM_MEMBER_LABEL}
        value={term}
        onChange={(event) => dispatch(teamMemberTermChanged(event.target.value))}
        onKeyDown={clearOnEscape(() => dispatch(teamMemberTermChanged('')))}
      />
      {status === 'loading' && <Spinner label={FINDING_TEAM_MEMBERS_LABEL} />}
      {status === 'succeeded' && teamMembers.length === 0 && <p className="email-documents__none">{NO_TEAM_MEMBERS_TEXT}</p>}
      <ul className="email-documents__team-list">
        {teamMembers.map((member) => (
          <li key={member.id}>
            <label className="driver-picker__choice">
              <input type="radio" name={groupName} checked={selectedUserId === member.id} onChange={() => onSelect(member.id)} />
              <span className="driver-picker__name">{member.name}</span>
              <span className="driver-picker__email">{member.email}</span>
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}
