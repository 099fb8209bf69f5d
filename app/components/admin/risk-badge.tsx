/** A fraud risk level and score (LOW, MEDIUM, HIGH, CRITICAL out of 100), coloured by level in admin.css. */
export function RiskBadge({ level, score }: { level: string; score: number }) {
	return <span className={`badge risk-${level}`}>{`${level} · ${score}/100`}</span>
}
