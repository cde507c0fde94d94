/** Where notices point in the app (its route table is the client's; these are the same paths). */

export const loadLink = (origin: string, loadId: number) => `${origin}/load/${loadId}`;

/** Invoice details are found by the load's number, as the carrier's invoice lists link them. */
export const invoiceLink = (origin: string, loadId: number) => `${origin}/invoices/details/${loadId}`;

export const contactUsLink = (origin: string) => `${origin}/contact-us`;

export const savedLoadsLink = (origin: string) => `${origin}/loads/saved`;
