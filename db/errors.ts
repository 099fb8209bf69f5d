/**
 * Whether a write failed on a unique constraint (SQLite: SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY; PostgreSQL: 23505),
 * so a race two clients ran into can be answered 409 instead of 500.
 */
export function isUniqueViolation(error: unknown) {
	const code = (error as { code?: unknown } | null)?.code
	return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505'
}
