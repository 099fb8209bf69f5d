/**
 * A line of text with one button, added at the end of the page by the scripts loaded after it (outside React: these
 * cost the page's own JavaScript nothing). Removed when its button is pressed.
 */
export function notice(id: string, text: string, action: string, onClick: () => void) {
	const bar = document.createElement('div')
	bar.id = id
	bar.style.cssText = 'display:flex;gap:12px;align-items:center;justify-content:space-between;flex-wrap:wrap'
	const button = document.createElement('button')
	button.type = 'button'
	button.className = 'btn btn-primary'
	button.textContent = action
	button.addEventListener('click', () => {
		bar.remove()
		onClick()
	})
	bar.append(text ? Object.assign(document.createElement('span'), { textContent: text }) : '', button)
	document.body.append(bar)
	return bar
}
