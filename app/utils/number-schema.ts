import { z } from 'zod'

const DECIMAL = /^\s*-?\d+(\.\d+)?\s*$/

/**
 * A number as a JSON client writes it, or as a form sends it (its digits as text), then checked by `schema`. Unlike
 * `z.coerce.number`, nothing else becomes a number: `true`, `[5]`, `"0x1"` or `""` get the schema's own refusal
 * instead of being read as 1, 5, 1 or 0 (`{"listingId": true}` paid for listing 1).
 */
export function numberSchema<T extends z.ZodType>(schema: T) {
	return z.preprocess((value) => (typeof value === 'string' && DECIMAL.test(value) ? Number(value) : value), schema)
}
