/**
 * The pictures of the written walkthroughs (issue 22): screenshots of the real screens that the browser suite
 * (`__tests__/e2e/walkthroughPictures.test.ts`) takes on a 390 px phone and writes into the committed folder
 * `public/walkthroughs/`, which the server serves as it is under this prefix.
 */
export const WALKTHROUGH_PICTURES_PREFIX = '/walkthroughs/';

export const walkthroughPictureUrl = (name: string) => `${WALKTHROUGH_PICTURES_PREFIX}${name}.png`;

/** Every picture is this region of a phone's screen, so a page can reserve its room before it arrives. */
export const WALKTHROUGH_PICTURE_SIZE = { width: 390, height: 600 } as const;

/** A page of ten steps stays light on a phone's connection. */
export const WALKTHROUGH_PICTURE_MAX_BYTES = 80 * 1024;
