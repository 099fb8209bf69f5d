import { useT } from '#app/i18n/use-t.ts'

/**
 * What buyers may rely on about a seller, in words: "Verified phone" only once the seller typed the code Soko sent
 * to that number (users.phone_verified), else "Phone not verified", so a buyer calling it knows the difference.
 * `besideNumber`: said right after the number itself ("Phone: 0712 345… · ✓ verified"), where one line must do.
 */
export function PhoneMark({ verified, besideNumber = false }: { verified: boolean; besideNumber?: boolean }) {
	const t = useT()
	const words = besideNumber ? (verified ? 'verified' : 'not verified') : verified ? 'Verified phone' : 'Phone not verified'
	return <span className={`trust-mark ${verified ? 'trust-ok' : 'trust-no'}`}>{verified ? `✓ ${t(words)}` : t(words)}</span>
}

/** An admin's check of the account (users.is_verified), said with what it means and what it doesn't. */
export function TeamCheckMark() {
	const t = useT()
	return (
		<details className="trust-check">
			<summary>{`✓ ${t('Checked by Soko')}`}</summary>
			<p className="meta">
				{t("Someone at Soko looked at this seller's account and found nothing wrong. It is not a promise about any item: meet in a public place and check the item before you pay.")}
			</p>
		</details>
	)
}

/** The seller page's marks under the name: the phone always, the team's check when there is one. */
export function SellerMarks({ phoneVerified, checkedByTeam }: { phoneVerified: boolean; checkedByTeam: boolean }) {
	return (
		<div className="trust-marks">
			<PhoneMark verified={phoneVerified} />
			{checkedByTeam ? <TeamCheckMark /> : null}
		</div>
	)
}
