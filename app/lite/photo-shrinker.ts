/**
 * Lite mode's one script, on pages with a photo picker: it shrinks the chosen photos on the phone before the form
 * sends them (megabytes saved is what Lite mode is for), says what it saved, and says the form is sending.
 * The picker works the same without it: the photos are then sent as they are.
 */
import { megabytes, shrinkPhoto } from '#app/utils/shrink-photo.ts'

const total = (files: Iterable<Blob>) => [...files].reduce((sum, f) => sum + f.size, 0)

function jpegName(name: string) {
	return name.replace(/\.[^.]*$/, '') + '.jpg'
}

for (const input of document.querySelectorAll<HTMLInputElement>('input[type=file][data-shrink-status]')) {
	const status = document.getElementById(input.dataset.shrinkStatus ?? '')
	const form = input.form
	const submits = form ? [...form.querySelectorAll<HTMLButtonElement>('button[type=submit]')] : []
	const say = (text: string) => {
		if (status) status.textContent = text
	}
	say('Soko shrinks your photos on this phone before sending them.')

	input.addEventListener('change', async () => {
		const chosen = [...(input.files ?? [])]
		if (!chosen.length) return
		submits.forEach((b) => (b.disabled = true))
		say(`Shrinking ${chosen.length} photo${chosen.length === 1 ? '' : 's'}…`)
		const shrunk = new DataTransfer()
		for (const file of chosen) {
			const blob = await shrinkPhoto(file)
			shrunk.items.add(blob === file ? file : new File([blob], jpegName(file.name), { type: blob.type }))
		}
		input.files = shrunk.files
		submits.forEach((b) => (b.disabled = false))
		say(`${chosen.length} photo${chosen.length === 1 ? '' : 's'}: ${megabytes(total(shrunk.files))} to send (was ${megabytes(total(chosen))}).`)
	})

	form?.addEventListener('submit', () => {
		const bytes = total(input.files ?? [])
		if (bytes) say(`Sending ${megabytes(bytes)} of photos… keep this page open.`)
	})
}
