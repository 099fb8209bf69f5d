/** Why an offer, a message or a listing going live waits: shown with the code box, and the API's 403 message. */
export const PHONE_NOT_VERIFIED_MESSAGE = 'Verify your phone number first: enter the code we sent by SMS.'

/** A seller's approved and paid listing that goes live once their phone is verified. */
export const WAITING_FOR_PHONE = 'Waiting for your phone number to be verified'

/** On /sell/new while the seller must verify: selling goes on, only going live waits. */
export const SELL_BEFORE_VERIFYING = 'Your listing can be written and paid for now; it goes live once your phone number is verified.'

/** An approved, paid listing of a seller who must verify: what the code does for it. */
export const LIVE_ONCE_VERIFIED = 'Your listing is approved and paid. It goes live the moment your phone number is verified.'
