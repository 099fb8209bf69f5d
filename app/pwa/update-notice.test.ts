import { describe, expect, it, vi } from 'vitest'
import { offerUpdates, type UpdatingWorker } from './update-notice.ts'

/** workbox-window's Workbox as the update flow sees it, and the page's controller changing. */
function fakeWorker() {
	const waiting: (() => void)[] = []
	const controllerChange: (() => void)[] = []
	const wb: UpdatingWorker = { addEventListener: (_type, listener) => waiting.push(listener), messageSkipWaiting: vi.fn() }
	return {
		wb,
		show: vi.fn<(onReload: () => void) => void>(),
		reload: vi.fn(),
		onControllerChange: (listener: () => void) => controllerChange.push(listener),
		waits: () => waiting.forEach((listener) => listener()),
		takesOver: () => controllerChange.forEach((listener) => listener()),
	}
}

describe('update notice', () => {
	it('on a first visit (no worker controlled the page when it loaded) says nothing, even when a worker reports waiting', () => {
		const w = fakeWorker()
		offerUpdates(w.wb, { controlledAtLoad: false, show: w.show, reload: w.reload, onControllerChange: w.onControllerChange })
		w.waits()
		w.takesOver()
		expect(w.show).not.toHaveBeenCalled()
		expect(w.reload).not.toHaveBeenCalled()
		expect(w.wb.messageSkipWaiting).not.toHaveBeenCalled()
	})

	it('with a worker already running the page, says nothing and forces nothing until a new version waits; then waits for Reload', () => {
		const w = fakeWorker()
		offerUpdates(w.wb, { controlledAtLoad: true, show: w.show, reload: w.reload, onControllerChange: w.onControllerChange })
		expect(w.show).not.toHaveBeenCalled()

		w.waits()
		expect(w.show).toHaveBeenCalledOnce()
		expect(w.wb.messageSkipWaiting).not.toHaveBeenCalled()
		// The new version taking control without a press (another tab's Reload) reloads nothing here.
		w.takesOver()
		expect(w.reload).not.toHaveBeenCalled()
	})

	it('Reload tells the waiting worker to take over, and reloads once, when it controls the page', () => {
		const w = fakeWorker()
		offerUpdates(w.wb, { controlledAtLoad: true, show: w.show, reload: w.reload, onControllerChange: w.onControllerChange })
		w.waits()
		w.show.mock.calls[0]![0]()
		expect(w.wb.messageSkipWaiting).toHaveBeenCalledOnce()
		expect(w.reload).not.toHaveBeenCalled()
		w.takesOver()
		w.takesOver()
		expect(w.reload).toHaveBeenCalledOnce()
	})

	it('Reload pressed after another tab let the new version take over reloads at once', () => {
		const w = fakeWorker()
		offerUpdates(w.wb, { controlledAtLoad: true, show: w.show, reload: w.reload, onControllerChange: w.onControllerChange })
		w.waits()
		w.takesOver()
		w.show.mock.calls[0]![0]()
		expect(w.reload).toHaveBeenCalledOnce()
		expect(w.wb.messageSkipWaiting).not.toHaveBeenCalled()
	})
})
