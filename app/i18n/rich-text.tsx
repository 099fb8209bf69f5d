import { Fragment, type ReactNode } from 'react'

/**
 * A translated sentence with elements in it (a link, a bold word): `{name}` in the text is replaced by `parts[name]`,
 * so the whole sentence stays one key and each language puts the link where its word order needs it.
 */
export function richText(text: string, parts: Readonly<Record<string, ReactNode>>): ReactNode {
	return text.split(/\{(\w+)\}/g).map((piece, i) => <Fragment key={i}>{i % 2 ? (parts[piece] ?? `{${piece}}`) : piece}</Fragment>)
}
