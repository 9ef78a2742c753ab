/** A customer's number ('97336001234', international digits) as the back office shows it: '+97336001234'. */
export const shownNumber = (whatsapp: string): string => `+${whatsapp}`;

/** The page of one customer's orders. */
export const customerHref = (whatsapp: string): string => `/admin/customers/${encodeURIComponent(whatsapp)}`;
