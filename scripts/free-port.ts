import net from 'node:net'

/** A TCP port nothing listens on right now, on 127.0.0.1: for the throwaway servers tests and benches start. */
export function freePort() {
	return new Promise<number>((resolve, reject) => {
		const server = net.createServer().listen(0, '127.0.0.1', () => {
			const { port } = server.address() as net.AddressInfo
			server.close(() => resolve(port))
		})
		server.on('error', reject)
	})
}
