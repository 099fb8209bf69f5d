import { sql } from 'kysely'
import type { Database } from '#db/database.ts'
import type { DB } from '#db/schema.ts'
import { dayOf, type Period } from './period.ts'

export type DailyValue = { count: number; sum: number }

/**
 * How many rows of a table fall on each Nairobi day of a period (by one of its time columns), and the sum of an amount
 * column. The database groups by UTC hour (`substr` of the ISO text, the same in SQLite and PostgreSQL); the hours are
 * folded into Nairobi days here, so a day starts at midnight EAT, not UTC. At most 24 rows per day come back.
 */
export async function dailySeries<T extends keyof DB & string>(
	db: Database,
	{ table, at, amount, period, where }: { table: T; at: string; amount?: string; period: Period; where?: ReturnType<typeof sql> },
): Promise<Map<string, DailyValue>> {
	const sum = amount ? sql`coalesce(sum(${sql.ref(amount)}), 0)` : sql`0`
	const { rows } = await sql<{ h: string; n: number | string; total: number | string }>`
		select substr(${sql.ref(at)}, 1, 13) as h, count(*) as n, ${sum} as total
		from ${sql.table(table)}
		where ${sql.ref(at)} >= ${period.from} and ${sql.ref(at)} < ${period.to} ${where ? sql`and ${where}` : sql``}
		group by substr(${sql.ref(at)}, 1, 13)`.execute(db)
	const days = new Map<string, DailyValue>(period.days.map((day) => [day, { count: 0, sum: 0 }]))
	for (const row of rows) {
		const day = days.get(dayOf(`${row.h}:00:00.000Z`))
		if (!day) continue
		day.count += Number(row.n)
		day.sum += Number(row.total)
	}
	return days
}
