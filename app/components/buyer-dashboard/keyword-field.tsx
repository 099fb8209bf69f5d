import { useEffect, useRef, useState } from 'react'
import { BUYER_ALERT_LIMITS } from '#app/domain/alerts/plan.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { ErrorList, fieldErrors, initialList, type FormState } from '../forms.tsx'
import { useT } from '#app/i18n/use-t.ts'

/** The words typed (one, or several with commas) added to `words`: trimmed, none twice in any case, at most the limit. */
export function addKeywords(words: readonly string[], typed: string) {
	const next = [...words]
	for (const word of typed.split(',').map((w) => w.trim())) {
		if (word && !next.some((w) => w.toLowerCase() === word.toLowerCase())) next.push(word.slice(0, BUYER_ALERT_LIMITS.keywordMax))
	}
	return next.slice(0, BUYER_ALERT_LIMITS.keywords)
}

/**
 * An alert's keywords (spec 2 §5: added one at a time, trimmed, de-duplicated). Without JavaScript a comma-separated
 * text field; with it, the same field and an Add button making removable chips (what was typed before is made chips
 * too). Either way the form posts `keywords` fields, and the server splits, trims and de-duplicates them again.
 */
export function KeywordField({ state }: { state: FormState }) {
	const t = useT()
	const hydrated = useHydrated()
	const [words, setWords] = useState<string[]>([])
	const entry = useRef<HTMLInputElement>(null)
	const errors = fieldErrors(state, 'keywords')
	const add = () => {
		if (!entry.current) return
		const typed = entry.current.value
		entry.current.value = ''
		setWords((current) => addKeywords(current, typed))
	}
	useEffect(() => {
		if (hydrated && entry.current?.value) add()
	}, [hydrated])
	return (
		<div className="field">
			<label htmlFor="f-keywords">{t('Keywords')}</label>
			<div className="keyword-entry">
				{/* Named too: a word typed but not yet added is still sent. */}
				<input
					ref={entry}
					id="f-keywords"
					name="keywords"
					defaultValue={initialList(state, 'keywords').join(', ')}
					maxLength={400}
					aria-describedby={errors?.length ? 'f-keywords-error f-keywords-hint' : 'f-keywords-hint'}
					aria-invalid={errors?.length ? true : undefined}
					onKeyDown={(e) => {
						if (e.key !== 'Enter') return
						e.preventDefault()
						add()
					}}
				/>
				{hydrated ? (
					<button className="btn" type="button" onClick={add}>
						{t('Add')}
					</button>
				) : null}
			</div>
			<p id="f-keywords-hint" className="hint">
				{hydrated ? t('Add words one at a time, up to {count}.', { count: BUYER_ALERT_LIMITS.keywords }) : t('For example: iphone, samsung. Separate words with commas.')}
			</p>
			{words.length ? (
				<ul className="chips" aria-label={t('Keywords added')}>
					{words.map((word) => (
						<li key={word.toLowerCase()}>
							<input type="hidden" name="keywords" value={word} />
							{word}
							<button type="button" aria-label={t('Remove {word}', { word })} onClick={() => setWords(words.filter((w) => w !== word))}>
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
