/** The words of the team member search in Send Documents (loads spec 5 and 6). */
export const TEAM_MEMBERS_LABEL = 'Team members';
export const FIND_TEAM_MEMBER_LABEL = 'Find a team member';
export const FIND_TEAM_MEMBER_PLACEHOLDER = 'Or find a team member by name or e-mail';
export const FINDING_TEAM_MEMBERS_LABEL = 'Finding team members';
export const NO_TEAM_MEMBERS_TEXT = 'No results';
