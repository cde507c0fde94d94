/**
 * Product announcements (account spec 2.4): CIHeader ones rotate in the header banner, CIBody ones fill the
 * landing carousel. Fetched once per visit; a failed fetch simply leaves both empty.
 */
import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Announcement } from '../../../shared/announcements';

export const announcementsAdapter = createEntityAdapter<Announcement>();

export type AnnouncementsStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface AnnouncementsState extends ReturnType<typeof announcementsAdapter.getInitialState> {
  status: AnnouncementsStatus;
  /** Position in the banner's list; selectors wrap it around the list's length. */
  bannerIndex: number;
  carouselIndex: number;
  /** The pointer or keyboard focus is on the banner: it stays where it is meanwhile. */
  bannerHeld: boolean;
}

export const initialAnnouncementsState: AnnouncementsState = announcementsAdapter.getInitialState({
  status: 'idle' as AnnouncementsStatus,
  bannerIndex: 0,
  carouselIndex: 0,
  bannerHeld: false,
});

const announcementsSlice = createSlice({
  name: 'announcements',
  initialState: initialAnnouncementsState,
  reducers: {
    announcementsRequested(state) {
      state.status = 'loading';
    },
    announcementsReceived(state, action: PayloadAction<{ announcements: Announcement[]; carouselStart: number }>) {
      announcementsAdapter.setAll(state, action.payload.announcements);
      state.status = 'succeeded';
      state.bannerIndex = 0;
      state.carouselIndex = action.payload.carouselStart;
    },
    announcementsFailed(state) {
      announcementsAdapter.removeAll(state);
      state.status = 'failed';
    },
    /** The visitor asked for the previous (-1) or next (+1) banner item. */
    bannerStepped(state, action: PayloadAction<-1 | 1>) {
      state.bannerIndex += action.payload;
    },
    /** The current banner item's rotation time ran out. */
    bannerRotated(state) {
      state.bannerIndex += 1;
    },
    bannerHeldChanged(state, action: PayloadAction<boolean>) {
      state.bannerHeld = action.payload;
    },
    carouselStepped(state, action: PayloadAction<-1 | 1>) {
      state.carouselIndex += action.payload;
    },
  },
});

export const {
  announcementsRequested,
  announcementsReceived,
  announcementsFailed,
  bannerStepped,
  bannerRotated,
  bannerHeldChanged,
  carouselStepped,
} = announcementsSlice.actions;
export const announcementsReducer = announcementsSlice.reducer;
