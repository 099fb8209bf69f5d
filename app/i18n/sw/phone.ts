import type { Messages } from '../translate.ts'

/**
 * Swahili of phone verification (issue 25): the /verify-phone page, the SMS codes themselves (each must stay one GSM
 * message: code-sms.test.ts), their refusals and limits, a phone change on the profile, recovery by phone, and the
 * email an account gets when a number it never verified is taken by the person who did.
 */
export const phone: Messages = {
	'Verify your phone': 'Thibitisha simu yako',
	'Your phone number is already verified.': 'Nambari yako ya simu tayari imethibitishwa.',
	'Phone numbers are not verified on this site: there is no code to send.': 'Nambari za simu hazithibitishwi kwenye tovuti hii: hakuna nambari ya siri ya kutuma.',
	'Your account has no phone number to verify. Please contact Soko support.':
		'Akaunti yako haina nambari ya simu ya kuthibitisha. Tafadhali wasiliana na huduma kwa wateja ya Soko.',
	Continue: 'Endelea',
	'Enter the 6-digit code we sent by SMS to {phone}.': 'Weka msimbo wa tarakimu 6 tuliotuma kwa SMS kwenda {phone}.',
	'Code from the SMS': 'Msimbo kutoka kwenye SMS',
	Verify: 'Thibitisha',
	'Send a new code': 'Tuma msimbo mpya',
	Later: 'Baadaye',
	'We have sent a 6-digit code by SMS to {phone}. It works for 10 minutes.':
		'Tumetuma msimbo wa tarakimu 6 kwa SMS kwenda {phone}. Unafanya kazi kwa dakika 10.',
	'Your phone number is verified.': 'Nambari yako ya simu imethibitishwa.',
	'This code has expired or was already used. Please ask for a new code.': 'Msimbo huu umeisha muda au tayari umetumika. Tafadhali omba msimbo mpya.',
	'Too many wrong tries: this code no longer works. Please ask for a new code.':
		'Umekosea mara nyingi mno: msimbo huu haufanyi kazi tena. Tafadhali omba msimbo mpya.',
	'Wrong code. Tries left: {count}.': 'Msimbo si sahihi. Majaribio yaliyobaki: {count}.',
	'Enter the 6-digit code from the SMS': 'Weka msimbo wa tarakimu 6 kutoka kwenye SMS',
	'This phone number has been verified by another account.': 'Nambari hii ya simu imethibitishwa na akaunti nyingine.',
	'A code was sent less than a minute ago. Please wait {wait} before asking for a new one.':
		'Msimbo ulitumwa chini ya dakika moja iliyopita. Tafadhali subiri {wait} kabla ya kuomba mpya.',
	'This number has had 5 codes today. Please try again in {wait}.': 'Nambari hii imepokea misimbo 5 leo. Tafadhali jaribu tena baada ya {wait}.',
	'Too many codes asked for from your network. Please wait {wait} and try again.':
		'Misimbo mingi mno imeombwa kutoka mtandao wako. Tafadhali subiri {wait} kisha ujaribu tena.',
	"Soko: your code is {code}. It expires in 10 minutes. Don't share it: Soko never asks for it by phone.":
		'Soko: msimbo wako ni {code}. Unaisha baada ya dakika 10. Usimpe mtu yeyote: Soko haikuombi msimbo huu kwa simu kamwe.',
	"Soko: your code to reset your password is {code}. It expires in 10 minutes. Don't share it: Soko never asks for it by phone.":
		'Soko: msimbo wa kubadilisha nenosiri lako ni {code}. Unaisha baada ya dakika 10. Usimpe mtu: Soko haikuombi msimbo huu kwa simu.',
	'Your phone number was removed from your Soko account': 'Nambari yako ya simu imeondolewa kwenye akaunti yako ya Soko',
	'The phone number {phone} was on your Soko account but was never verified. Someone has now proved by SMS that the number is theirs, so it was removed from your account.':
		'Nambari ya simu {phone} ilikuwa kwenye akaunti yako ya Soko lakini haikuthibitishwa kamwe. Mtu mwingine sasa amethibitisha kwa SMS kuwa nambari hiyo ni yake, kwa hiyo imeondolewa kwenye akaunti yako.',
	'Your listings and messages are kept. To use your account again, ask for a password reset by email (Forgot password, then your email) and choose a number of your own on the page it links to.':
		'Matangazo na ujumbe wako vimehifadhiwa. Ili kutumia akaunti yako tena, omba kubadilisha nenosiri kwa barua pepe (Umesahau nenosiri, kisha barua pepe yako) na uchague nambari yako mwenyewe kwenye ukurasa wa kiungo hicho.',

	'Enter the phone number or the email of your Soko account: we will text you a code, or mail you a link, to choose a new password.':
		'Weka nambari ya simu au barua pepe ya akaunti yako ya Soko: tutakutumia msimbo kwa SMS, au kiungo kwa barua pepe, ili uchague nenosiri jipya.',
	'Phone number or email': 'Nambari ya simu au barua pepe',
	'Enter the phone number or the email of your account': 'Weka nambari ya simu au barua pepe ya akaunti yako',
	Send: 'Tuma',
	'If an account has this number, we have sent it a code by SMS. The code works for 10 minutes. A number not yet verified gets none: reset by email instead.':
		'Kama kuna akaunti yenye nambari hii, tumeitumia msimbo kwa SMS. Msimbo unafanya kazi kwa dakika 10. Nambari ambayo bado haijathibitishwa haipati msimbo: tumia barua pepe badala yake.',
	'This code is wrong or has expired. Check the SMS, or ask for a new code.': 'Msimbo huu si sahihi au umeisha muda. Angalia SMS, au omba msimbo mpya.',
	'Enter your phone number, the code we texted to it, and a new password.': 'Weka nambari yako ya simu, msimbo tuliokutumia kwa SMS, na nenosiri jipya.',
	'Ask for a new code': 'Omba msimbo mpya',
	'This is already your phone number.': 'Hii tayari ni nambari yako ya simu.',
	'Your phone number was changed.': 'Nambari yako ya simu imebadilishwa.',
	'Could not change your phone number.': 'Imeshindikana kubadilisha nambari yako ya simu.',
	'Your number: {phone}': 'Nambari yako: {phone}',
	'{phone} becomes your number when you enter the code we texted to it.': '{phone} itakuwa nambari yako utakapoweka msimbo tuliotuma kwake.',
	'Enter the code': 'Weka msimbo',
	'New phone number': 'Nambari mpya ya simu',
	'We text a code to the new number. Your other devices are signed out when you enter it.':
		'Tunatuma msimbo kwa nambari mpya. Vifaa vyako vingine vitatolewa utakapouweka.',
	'Change number': 'Badilisha nambari',
	'Phone number': 'Nambari ya simu',
	'Phone verification is off': 'Uthibitishaji wa simu umezimwa',
	'{on} (PHONE_VERIFICATION=off): no SMS codes are sent, and unverified people can sell, offer and message.':
		'{on} (PHONE_VERIFICATION=off): hakuna misimbo ya SMS inayotumwa, na watu wasiothibitishwa wanaweza kuuza, kutoa ofa na kutuma jumbe.',
	'SMS codes are not being delivered': 'Misimbo ya SMS haiwafikii watu',
	'{on}: SMS_MODE=outbox keeps the codes in {messages}, so nobody receives them. Set SMS_MODE=africastalking, or PHONE_VERIFICATION=off.':
		'{on}: SMS_MODE=outbox inaweka misimbo kwenye {messages}, kwa hiyo hakuna anayeipokea. Weka SMS_MODE=africastalking, au PHONE_VERIFICATION=off.',
}
