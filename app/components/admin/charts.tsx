import type { ReactNode } from 'react'
import { useIntlLocale, useT } from '#app/i18n/use-t.ts'

/**
 * Small server-rendered SVG charts (no chart library), each with its figures in a table beside it. Titles, labels and
 * captions come translated from the page; the charts' own words and numbers follow the page's language.
 */

export type Point = { label: string; value: number }

const W = 320
/** Numbers as the page's language writes them (`12,345`). */
export function useCount() {
	const locale = useIntlLocale()
	return (v: number) => v.toLocaleString(locale)
}

const short = (s: string, max = 16) => (s.length > max ? `${s.slice(0, max - 1)}…` : s)

/** One horizontal bar per point, longest first as given: labels stay readable on a 360 px phone. */
export function BarChart({ title, points, format }: { title: string; points: Point[]; format?: (v: number) => string }) {
	const t = useT()
	const count = useCount()
	const figure = format ?? count
	const row = 24
	const height = Math.max(1, points.length) * row + 4
	const max = Math.max(1, ...points.map((p) => p.value))
	const x0 = 112
	const span = W - x0 - 56
	return (
		<svg className="chart" viewBox={`0 0 ${W} ${height}`} role="img" aria-label={`${title}: ${points.map((p) => `${p.label} ${figure(p.value)}`).join(', ') || t('no data')}`}>
			<title>{title}</title>
			{points.map((p, i) => {
				const y = 2 + i * row
				return (
					<g key={p.label}>
						<title>{`${p.label}: ${figure(p.value)}`}</title>
						<text x={x0 - 6} y={y + 15} textAnchor="end" className="chart-label">
							{short(p.label)}
						</text>
						<rect x={x0} y={y + 3} width={Math.max(1, (p.value / max) * span)} height={row - 8} rx="2" className="chart-bar" />
						<text x={x0 + (p.value / max) * span + 4} y={y + 15} className="chart-label">
							{figure(p.value)}
						</text>
					</g>
				)
			})}
			{points.length === 0 ? (
				<text x={W / 2} y={16} textAnchor="middle" className="chart-label">
					{t('No data in this period')}
				</text>
			) : null}
		</svg>
	)
}

/** A line over the points (days), with the largest value and the first and last labels marked. */
export function LineChart({ title, points, format }: { title: string; points: Point[]; format?: (v: number) => string }) {
	const t = useT()
	const count = useCount()
	const figure = format ?? count
	const height = 140
	const top = 12
	const bottom = height - 22
	const x0 = 40
	const max = Math.max(1, ...points.map((p) => p.value))
	const step = points.length > 1 ? (W - x0 - 8) / (points.length - 1) : 0
	const xy = (p: Point, i: number) => `${(x0 + i * step).toFixed(1)},${(bottom - (p.value / max) * (bottom - top)).toFixed(1)}`
	const total = points.reduce((sum, p) => sum + p.value, 0)
	return (
		<svg className="chart" viewBox={`0 0 ${W} ${height}`} role="img" aria-label={`${title}: ${t('{total} in all over {days} days, at most {max} a day', { total: figure(total), days: count(points.length), max: figure(max) })}`}>
			<title>{title}</title>
			<path d={`M${x0} ${top}V${bottom}H${W - 4}`} className="chart-axis" />
			<text x={x0 - 4} y={top + 4} textAnchor="end" className="chart-label">
				{figure(max)}
			</text>
			<text x={x0 - 4} y={bottom} textAnchor="end" className="chart-label">
				0
			</text>
			{points.length ? <polyline points={points.map(xy).join(' ')} className="chart-line" /> : null}
			{points.length ? (
				<>
					<text x={x0} y={height - 6} className="chart-label">
						{points[0]!.label}
					</text>
					<text x={W - 4} y={height - 6} textAnchor="end" className="chart-label">
						{points.at(-1)!.label}
					</text>
				</>
			) : null}
		</svg>
	)
}

/** A table that scrolls sideways on a narrow screen instead of squeezing. */
export function DataTable({ caption, columns, rows, empty }: { caption: string; columns: string[]; rows: ReactNode[][]; empty?: string }) {
	const t = useT()
	return (
		<div className="admin-scroll" role="region" aria-label={caption} tabIndex={0}>
			<table className="data-table">
				<caption className="sr-only">{caption}</caption>
				<thead>
					<tr>
						{columns.map((c) => (
							<th key={c} scope="col">
								{c}
							</th>
						))}
					</tr>
				</thead>
				<tbody>
					{rows.length ? (
						rows.map((cells, i) => (
							<tr key={i}>
								{cells.map((cell, j) => (
									<td key={j}>{cell}</td>
								))}
							</tr>
						))
					) : (
						<tr>
							<td colSpan={columns.length} className="muted">
								{empty ?? t('Nothing in this period')}
							</td>
						</tr>
					)}
				</tbody>
			</table>
		</div>
	)
}

/** A chart and its table side by side (stacked on a phone), under one heading. */
export function ChartPanel({ id, title, chart, table }: { id: string; title: string; chart: ReactNode; table: ReactNode }) {
	return (
		<section className="panel" aria-labelledby={id}>
			<h3 id={id}>{title}</h3>
			<div className="chart-pair">
				<figure>{chart}</figure>
				{table}
			</div>
		</section>
	)
}

/** Figures as cards: a number and what it is. */
export function FigureCards({ figures }: { figures: { label: string; value: string; hint?: string }[] }) {
	return (
		<ul className="admin-cards">
			{figures.map((f) => (
				<li key={f.label}>
					<strong>{f.value}</strong>
					<span className="muted">{f.label}</span>
					{f.hint ? <small className="muted">{f.hint}</small> : null}
				</li>
			))}
		</ul>
	)
}
