import type { Translate } from '#app/i18n/translate.ts'
import type { PhoneCodePurpose } from '#db/enums.ts'

export const CODE_TTL_MINUTES = 10

/** The SMS carrying a code, in the account's language: one GSM message (a test checks both languages fit). */
export function codeSms(purpose: PhoneCodePurpose, code: string, t: Translate) {
	return purpose === 'reset'
		? t("Soko: your code to reset your password is {code}. It expires in 10 minutes. Don't share it: Soko never asks for it by phone.", { code })
		: t("Soko: your code is {code}. It expires in 10 minutes. Don't share it: Soko never asks for it by phone.", { code })
}
