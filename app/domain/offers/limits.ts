/** Offer field limits, shared by the forms (maxlength) and the server's schema; no zod here, it stays off the client. */
export const OFFER_MESSAGE_MAX = 500
