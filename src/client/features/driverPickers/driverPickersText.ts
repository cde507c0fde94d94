/** The words of the driver pickers (account spec 2.9, loads spec 2). */
export const ALL_DRIVERS_LABEL = 'All Drivers';
export const NO_DRIVERS_TEXT = "It's ok to skip for now but, don't forget to add a driver and assign them later!";
