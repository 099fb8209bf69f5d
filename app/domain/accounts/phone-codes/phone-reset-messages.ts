/** Words the reset page shows itself: kept apart from the server code so the page's browser code can say them. */
export const PHONE_RESET_REQUESTED =
	'If an account has this number, we have sent it a code by SMS. The code works for 10 minutes. A number not yet verified gets none: reset by email instead.'
