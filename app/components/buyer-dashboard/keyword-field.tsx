import { useState } from 'react'
import { BUYER_ALERT_LIMITS } from '#app/domain/alerts/alert-plan.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { ErrorList, Field, fieldErrors, initialList, type FormState } from '../forms.tsx'

/** The words typed (one, or several with commas) added to `words`: trimmed, none twice in any case, at most the limit. */
export function addKeywords(words: readonly string[], typed: string) {
	const next = [...words]
	for (const word of typed.split(',').map((w) => w.trim())) {
		if (word && !next.some((w) => w.toLowerCase() === word.toLowerCase())) next.push(word.slice(0, BUYER_ALERT_LIMITS.keywordMax))
	}
	return next.slice(0, BUYER_ALERT_LIMITS.keywords)
}

const HINT = 'For example: iphone, samsung. Separate words with commas.'

/**
 * An alert's keywords (spec 2 §5: added one at a time, trimmed, de-duplicated). Without JavaScript a comma-separated
 * text field; with it, a word box and Add button making removable chips. Either way the form posts `keywords`
 * fields, and the server splits, trims and de-duplicates them again.
 */
export function KeywordField({ state }: { state: FormState }) {
	const hydrated = useHydrated()
	const [words, setWords] = useState(() => addKeywords([], initialList(state, 'keywords').join(',')))
	const [draft, setDraft] = useState('')
	if (!hydrated) return <Field label="Keywords" name="keywords" state={state} defaultValue={words.join(', ')} maxLength={400} hint={HINT} />
	const errors = fieldErrors(state, 'keywords')
	const add = () => {
		setWords(addKeywords(words, draft))
		setDraft('')
	}
	return (
		<div className="field">
			<label htmlFor="f-keywords">Keywords</label>
			<div className="keyword-entry">
				{/* Named too: a word typed but not yet added is still sent. */}
				<input
					id="f-keywords"
					name="keywords"
					value={draft}
					maxLength={BUYER_ALERT_LIMITS.keywordMax}
					aria-describedby={errors?.length ? 'f-keywords-error f-keywords-hint' : 'f-keywords-hint'}
					aria-invalid={errors?.length ? true : undefined}
					disabled={words.length >= BUYER_ALERT_LIMITS.keywords}
					onChange={(e) => setDraft(e.currentTarget.value)}
					onKeyDown={(e) => {
						if (e.key !== 'Enter') return
						e.preventDefault()
						add()
					}}
				/>
				<button className="btn" type="button" onClick={add} disabled={!draft.trim()}>
					Add
				</button>
			</div>
			<p id="f-keywords-hint" className="hint">
				Add words one at a time, up to {BUYER_ALERT_LIMITS.keywords}.
			</p>
			{words.length ? (
				<ul className="chips" aria-label="Keywords added">
					{words.map((word) => (
						<li key={word.toLowerCase()}>
							<input type="hidden" name="keywords" value={word} />
							{word}
							<button type="button" aria-label={`Remove ${word}`} onClick={() => setWords(words.filter((w) => w !== word))}>
								×
							</button>
						</li>
					))}
				</ul>
			) : null}
			<ErrorList id="f-keywords-error" errors={errors} />
		</div>
	)
}
