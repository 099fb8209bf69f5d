import type { Messages } from '../translate.ts'

/**
 * Swahili of the account pages: the login and sign-up panel (the /login and /register pages, and the dialog every
 * page's header opens for a signed-out visitor), /forgot-password and /reset-password, and the messages their forms
 * and the server answer with.
 */
export const account: Messages = {
	'Welcome to Soko': 'Karibu Soko',
	'Login Required.': 'Unahitaji kuingia.',
	'Please login to create a listing.': 'Tafadhali ingia ili uweke tangazo.',
	'Login or sign up': 'Ingia au jisajili',
	'Sign Up': 'Jisajili',
	'Phone number': 'Nambari ya simu',
	Password: 'Nenosiri',
	'Logging in…': 'Inaingia…',
	'Forgot password?': 'Umesahau nenosiri?',
	'Your name': 'Jina lako',
	'Shown to buyers on your listings': 'Wanunuzi wataliona kwenye matangazo yako',
	Email: 'Barua pepe',
	'At least 6 characters': 'Angalau herufi 6',
	'I want to': 'Nataka',
	Buy: 'Kununua',
	Sell: 'Kuuza',
	'Creating account…': 'Inafungua akaunti…',
	'Create account': 'Fungua akaunti',
	Close: 'Funga',

	'Please enter a Kenyan mobile number, e.g. 0712 345 678': 'Tafadhali weka nambari ya simu ya Kenya, mfano 0712 345 678',
	'Phone number is required': 'Nambari ya simu inahitajika',
	'Password is required': 'Nenosiri linahitajika',
	'Password must be at most 200 characters': 'Nenosiri lisizidi herufi 200',
	'Password must be at least 6 characters long': 'Nenosiri liwe na angalau herufi 6',
	'Password must be at most 128 characters': 'Nenosiri lisizidi herufi 128',
	'Please enter your name': 'Tafadhali weka jina lako',
	'Your name must be at most 50 characters': 'Jina lako lisizidi herufi 50',
	'Your name must be at least 2 characters': 'Jina lako liwe na herufi 2 au zaidi',
	'Choose Buyer or Seller': 'Chagua Mnunuzi au Muuzaji',
	'An account with this phone number already exists': 'Tayari kuna akaunti yenye nambari hii ya simu',
	'An account with this email already exists': 'Tayari kuna akaunti yenye barua pepe hii',
	'Invalid phone number or password': 'Nambari ya simu au nenosiri si sahihi',
	'This account has been suspended. Please contact support.': 'Akaunti hii imesimamishwa. Tafadhali wasiliana na msaada.',

	'Forgot Password': 'Umesahau Nenosiri',
	'If an account exists for that email, we have sent it a link to reset the password. The link works once, for one hour.':
		'Kama kuna akaunti yenye barua pepe hiyo, tumeitumia kiungo cha kubadilisha nenosiri. Kiungo kinatumika mara moja tu, ndani ya saa moja.',
	'Back to Login': 'Rudi Kuingia',

	'Reset Password': 'Badilisha Nenosiri',
	'Password Reset': 'Nenosiri Limebadilishwa',
	'Your password has been reset. You can now log in with your new password.':
		'Nenosiri lako limebadilishwa. Sasa unaweza kuingia kwa nenosiri lako jipya.',
	'Taking you to the home page in 3 seconds.': 'Tunakupeleka mwanzo baada ya sekunde 3.',
	'Go now': 'Nenda sasa',
	'Invalid reset link. Please request a new password reset.': 'Kiungo si sahihi. Tafadhali omba kiungo kipya cha kubadilisha nenosiri.',
	'This reset link is invalid, expired or already used. Please request a new password reset.':
		'Kiungo hiki si sahihi, muda wake umeisha au kimeshatumika. Tafadhali omba kiungo kipya cha kubadilisha nenosiri.',
	'Request a new reset link': 'Omba kiungo kipya',
	'Choose a new password for your Soko account.': 'Chagua nenosiri jipya la akaunti yako ya Soko.',
	'Your phone number was removed from this account. Enter a number of your own to sign in with.':
		'Nambari yako ya simu iliondolewa kwenye akaunti hii. Weka nambari yako mwenyewe ya kuingia nayo.',
	'Your new phone number': 'Nambari yako mpya ya simu',
	'You will verify it by SMS when you sign in.': 'Utaithibitisha kwa SMS utakapoingia.',
	'New password': 'Nenosiri jipya',
	'Confirm new password': 'Thibitisha nenosiri jipya',
	'Resetting…': 'Inabadilisha…',
	'Please confirm your new password': 'Tafadhali thibitisha nenosiri lako jipya',
	'Passwords do not match': 'Manenosiri hayalingani',
}
