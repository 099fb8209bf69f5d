import { describe, expect, it, vi } from 'vitest'
import { offerUpdates, type UpdatingWorker } from './update-notice.ts'

/** workbox-window's Workbox as the update flow sees it: events it fires, and the message it sends. */
function fakeWorkbox() {
	const listeners = new Map<string, (() => void)[]>()
	const wb: UpdatingWorker & { fire(type: string): void } = {
		addEventListener: (type, listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
		messageSkipWaiting: vi.fn(),
		fire: (type) => listeners.get(type)?.forEach((listener) => listener()),
	}
	return wb
}

describe('update notice', () => {
	it('says nothing and forces nothing until a new version waits; then waits for the person to press Reload', () => {
		const wb = fakeWorkbox()
		const show = vi.fn<(onReload: () => void) => void>()
		const reload = vi.fn()
		offerUpdates(wb, show, reload)
		expect(show).not.toHaveBeenCalled()

		wb.fire('waiting')
		expect(show).toHaveBeenCalledOnce()
		expect(wb.messageSkipWaiting).not.toHaveBeenCalled()
		// The new version taking control without a press (another tab's Reload) reloads nothing here.
		wb.fire('controlling')
		expect(reload).not.toHaveBeenCalled()
	})

	it('Reload tells the waiting worker to take over, and reloads once, when it controls the page', () => {
		const wb = fakeWorkbox()
		const show = vi.fn<(onReload: () => void) => void>()
		const reload = vi.fn()
		offerUpdates(wb, show, reload)
		wb.fire('waiting')
		show.mock.calls[0]![0]()
		expect(wb.messageSkipWaiting).toHaveBeenCalledOnce()
		expect(reload).not.toHaveBeenCalled()
		wb.fire('controlling')
		wb.fire('controlling')
		expect(reload).toHaveBeenCalledOnce()
	})
})
