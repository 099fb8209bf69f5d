import { useT } from '#app/i18n/use-t.ts'

/** A fraud risk level and score (LOW, MEDIUM, HIGH, CRITICAL out of 100), coloured by level in admin.css. */
export function RiskBadge({ level, score }: { level: string; score: number }) {
	const t = useT()
	return <span className={`badge risk-${level}`}>{t('{level} · {score}/100', { level: t(level, undefined, 'risk'), score })}</span>
}
