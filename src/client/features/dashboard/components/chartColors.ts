/** The brand's navy for the carrier's own figures, a lighter blue for what they are compared with. */
export const CURRENT_COLOR = '#0b4f9c';
export const PREVIOUS_COLOR = '#8fb3dd';
export const REGION_COLOR = '#d9822b';
