import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Spinner } from '../../../ui/Spinner';
import { selectRecipientSearch, teamMemberTermChanged } from '../recipientSearch';

interface TeamMemberChoicesProps {
  selectedUserId: number | null;
  onSelect: (userId: number) => void;
}

/** A team member found by name or e-mail, as the other recipient of documents besides drivers. */
export function TeamMemberChoices({ selectedUserId, onSelect }: TeamMemberChoicesProps) {
  const dispatch = useAppDispatch();
  const groupName = useId();
  const { term, status, teamMembers } = useAppSelector(selectRecipientSearch);

  return (
    <div className="email-documents__team" role="group" aria-label="Team members">
      <input
        type="search"
        className="email-documents__input"
        placeholder="Or find a team member by name or e-mail"
        aria-label="Find a team member"
        value={term}
        onChange={(event) => dispatch(teamMemberTermChanged(event.target.value))}
      />
      {status === 'loading' && <Spinner label="Finding team members" />}
      {status === 'succeeded' && teamMembers.length === 0 && <p className="email-documents__none">No results</p>}
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
