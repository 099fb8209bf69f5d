import { KIND_LABELS, scoreDots, type RecommendationType } from '#app/domain/recommendations/kinds.ts'
import { ListingCard } from '../listing-card.tsx'
import type { CardListing } from '#app/domain/listings/cards.ts'
import { useT } from '#app/i18n/use-t.ts'

export type RecommendationItem = { listing: CardListing; score: number; reasons: string[]; type: RecommendationType }

/** The score as 0 to 5 dots (spec 1 §2), read out as "Match: 4 of 5". */
function ScoreDots({ score }: { score: number }) {
	const t = useT()
	const dots = scoreDots(score)
	return (
		<span role="img" aria-label={t('Match: {dots} of 5', { dots })} style={{ color: 'var(--green)', letterSpacing: 2 }}>
			{'●'.repeat(dots)}
			<span style={{ color: 'var(--line)' }}>{'●'.repeat(5 - dots)}</span>
		</span>
	)
}

/** Recommended listings as cards, each saying which kind found it, how well it matches and its first two reasons. */
export function RecommendationGrid({ items }: { items: RecommendationItem[] }) {
	const t = useT()
	return (
		<ul className="grid">
			{items.map((item) => (
				<li key={item.listing.id}>
					<ListingCard listing={item.listing}>
						<p className="meta row" style={{ justifyContent: 'space-between', margin: 0 }}>
							<span className="badge">{t(KIND_LABELS[item.type])}</span>
							<ScoreDots score={item.score} />
						</p>
						<ul className="meta" aria-label={t('Why it is recommended')} style={{ margin: 0, paddingLeft: 18, fontSize: '.85rem' }}>
							{item.reasons.slice(0, 2).map((reason) => (
								<li key={reason}>{t(reason)}</li>
							))}
						</ul>
					</ListingCard>
				</li>
			))}
		</ul>
	)
}
