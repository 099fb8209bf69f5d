import { useT } from '#app/i18n/use-t.ts'

/**
 * What buyers may rely on about a seller, in words: "Verified phone" only once the seller typed the code Soko sent
 * to that number (users.phone_verified), else "Phone not verified", so a buyer calling it knows the difference.
 */
export function PhoneMark({ verified }: { verified: boolean }) {
	const t = useT()
	return verified ? (
		<span className="trust-mark trust-ok">{`✓ ${t('Verified phone')}`}</span>
	) : (
		<span className="trust-mark trust-no">{t('Phone not verified')}</span>
	)
}

/** An admin's check of the account (users.is_verified), said with what it means and what it doesn't. */
export function TeamCheckMark() {
	const t = useT()
	return (
		<details className="trust-check">
			<summary>{`✓ ${t("Checked by Soko's team")}`}</summary>
			<p className="meta">
				{t("Someone at Soko looked at this seller's account and found nothing wrong. It is not a promise about any item: meet in a public place and check the item before you pay.")}
			</p>
		</details>
	)
}

/** The seller's marks on their block and their page: the phone always, the team's check when there is one. */
export function SellerMarks({ phoneVerified, checkedByTeam }: { phoneVerified: boolean; checkedByTeam: boolean }) {
	return (
		<div className="trust-marks">
			<PhoneMark verified={phoneVerified} />
			{checkedByTeam ? <TeamCheckMark /> : null}
		</div>
	)
}
