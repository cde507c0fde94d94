import type { RecipientSearchState } from './slice';

export const selectRecipientSearch = (state: { recipientSearch: RecipientSearchState }) => state.recipientSearch;
