import { createSelector } from '@reduxjs/toolkit';
import type { Announcement, AnnouncementTargetType } from '../../../shared/announcements';
import { announcementsAdapter, type AnnouncementsState } from './slice';

interface WithAnnouncements {
  announcements: AnnouncementsState;
}

export const selectAnnouncementsState = (state: WithAnnouncements) => state.announcements;
export const selectAnnouncementsStatus = (state: WithAnnouncements) => state.announcements.status;
export const selectBannerHeld = (state: WithAnnouncements) => state.announcements.bannerHeld;

const { selectAll: selectAllAnnouncements } = announcementsAdapter.getSelectors(selectAnnouncementsState);
export { selectAllAnnouncements };

const ofTarget = (targetType: AnnouncementTargetType) =>
  createSelector([selectAllAnnouncements], (all) => all.filter((announcement) => announcement.targetType === targetType));

export const selectBannerAnnouncements = ofTarget('CIHeader');
export const selectCarouselAnnouncements = ofTarget('CIBody');

export interface ShownAnnouncement {
  announcement: Announcement;
  /** 1-based, as the 'n of total' counter reads. */
  position: number;
  total: number;
}

const wrap = (index: number, length: number) => ((index % length) + length) % length;

function shown(list: Announcement[], index: number): ShownAnnouncement | null {
  if (list.length === 0) return null;
  const at = wrap(index, list.length);
  return { announcement: list[at], position: at + 1, total: list.length };
}

export const selectShownBannerAnnouncement = createSelector(
  [selectBannerAnnouncements, (state: WithAnnouncements) => state.announcements.bannerIndex],
  shown,
);

export const selectShownCarouselAnnouncement = createSelector(
  [selectCarouselAnnouncements, (state: WithAnnouncements) => state.announcements.carouselIndex],
  shown,
);
