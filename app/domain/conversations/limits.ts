/** Conversation field limits, shared by the forms (maxlength) and the server's schemas; no zod here, it stays off the client. */
export const MESSAGE_MAX = 2000
export const REPORT_REASON_MAX = 1000
