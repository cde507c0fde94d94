import {
  newLoadsBannerDismissed,
  preferencesReducer,
  sectionToggled,
  selectIsSectionExpanded,
  selectNewLoadsBannerDismissedOn,
} from '../../../../src/client/features/preferences/slice';

describe('persisted UI preferences (account spec 2.8)', () => {
  it('dashboard sections default open and toggle closed and open again', () => {
    let preferences = preferencesReducer(undefined, { type: 'init' });
    expect(selectIsSectionExpanded({ preferences }, 'myTasks')).toBe(true);
    preferences = preferencesReducer(preferences, sectionToggled('myTasks'));
    expect(selectIsSectionExpanded({ preferences }, 'myTasks')).toBe(false);
    expect(selectIsSectionExpanded({ preferences }, 'myTrends')).toBe(true);
    preferences = preferencesReducer(preferences, sectionToggled('myTasks'));
    expect(selectIsSectionExpanded({ preferences }, 'myTasks')).toBe(true);
  });

  it('the banner dismissal date is remembered', () => {
    const preferences = preferencesReducer(undefined, newLoadsBannerDismissed({ dismissedOn: '2025-03-01T10:00:00.000Z' }));
    expect(selectNewLoadsBannerDismissedOn({ preferences })).toBe('2025-03-01T10:00:00.000Z');
  });
});
