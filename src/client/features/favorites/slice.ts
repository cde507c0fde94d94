/**
 * Favourites (loads spec 4): which loads have a save or removal on its way. The flag itself lives on the load
 * in the loads slice and changes only once the server has answered.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface FavoritesState {
  savingIds: number[];
}

export const initialFavoritesState: FavoritesState = { savingIds: [] };

const favoritesSlice = createSlice({
  name: 'favorites',
  initialState: initialFavoritesState,
  reducers: {
    favoriteToggled(_state, _action: PayloadAction<number>) {},
    favoriteSaveStarted(state, action: PayloadAction<number>) {
      if (!state.savingIds.includes(action.payload)) state.savingIds.push(action.payload);
    },
    favoriteSaveFinished(state, action: PayloadAction<number>) {
      state.savingIds = state.savingIds.filter((id) => id !== action.payload);
    },
  },
});

export const { favoriteToggled, favoriteSaveStarted, favoriteSaveFinished } = favoritesSlice.actions;
export const favoritesReducer = favoritesSlice.reducer;

interface WithFavorites {
  favorites: FavoritesState;
}

export const selectIsSavingFavorite = (state: WithFavorites, loadId: number): boolean =>
  state.favorites.savingIds.includes(loadId);
