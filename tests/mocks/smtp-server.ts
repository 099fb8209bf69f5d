import net from 'node:net'

export type ReceivedMail = { from: string; to: string[]; data: string }

/** A minimal SMTP server on 127.0.0.1 that accepts every message and keeps it, for tests of outgoing mail. */
export async function startFakeSmtp() {
	const received: ReceivedMail[] = []
	const server = net.createServer((socket) => {
		let mail: ReceivedMail = { from: '', to: [], data: '' }
		let inData = false
		let buffer = ''
		socket.write('220 fake-smtp ready\r\n')
		socket.on('data', (chunk) => {
			buffer += chunk.toString()
			let end: number
			while ((end = buffer.indexOf('\r\n')) >= 0) {
				const line = buffer.slice(0, end)
				buffer = buffer.slice(end + 2)
				if (inData) {
					if (line === '.') {
						inData = false
						received.push(mail)
						mail = { from: '', to: [], data: '' }
						socket.write('250 queued\r\n')
					} else mail.data += `${line}\n`
					continue
				}
				const command = line.slice(0, 4).toUpperCase()
				if (command === 'MAIL') mail.from = line
				if (command === 'RCPT') mail.to.push(line)
				if (command === 'DATA') inData = true
				if (command === 'QUIT') socket.end('221 bye\r\n')
				else socket.write(command === 'DATA' ? '354 go ahead\r\n' : '250 ok\r\n')
			}
		})
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const { port } = server.address() as net.AddressInfo
	return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
