import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3'
import { freePort } from '../../scripts/free-port.ts'

/** Debian bookworm's Ceph (`.ci/run` installs radosgw, ceph-mon and ceph-osd; ceph-common brings the tools). */
const BIN = '/usr/bin'
const DAEMONS = ['radosgw', 'ceph-mon', 'ceph-osd', 'radosgw-admin']
/** Short on purpose: Ceph's admin sockets live under it, and a socket path holds at most ~107 characters. */
const DIR_PREFIX = '/tmp/soko-s3-'
const REGION = 'us-east-1'
/** No step of a healthy start takes more than a few seconds; a hung one fails the test instead of stalling it. */
const STEP_TIMEOUT_MS = 60_000

export type ThrowawayS3 = {
	/** `http://127.0.0.1:<port>`, the S3 API (path-style: `forcePathStyle: true`). */
	endpoint: string
	region: string
	bucket: string
	accessKeyId: string
	secretAccessKey: string
	/** Issue 27's STORAGE_URL for this store; the credentials go in AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY. */
	storageUrl: string
	/** The running daemons' process ids (monitor, OSD and, unless halted, the gateway). */
	pids(): number[]
	/** Stops the gateway only: the store is down (connections refused) and its objects are kept. */
	halt(): Promise<void>
	/** Starts the gateway again on the same port, with the same objects. */
	resume(): Promise<void>
	/** Stops every daemon, gateway first, and deletes everything the store wrote. */
	stop(): Promise<void>
}

/**
 * A one-node Ceph cluster of its own for a test run — a monitor, one OSD keeping objects in memory (memstore) and the
 * radosgw S3 gateway on 127.0.0.1:`port` — with a new S3 user and one bucket. The monitor takes a free port; the OSD
 * binds ports just above `port`. The daemons die with the test process; those of a run that crashed are ended by the
 * next start.
 */
export async function startThrowawayS3({ port, bucket = 'soko-photos' }: { port: number; bucket?: string }): Promise<ThrowawayS3> {
	const missing = DAEMONS.filter((name) => !fs.existsSync(path.join(BIN, name)))
	if (missing.length > 0) {
		throw new Error(`Ceph is not installed (${missing.join(', ')} missing): apt-get install radosgw ceph-mon ceph-osd (.ci/run does it)`)
	}
	endLeftovers()
	const dir = fs.mkdtempSync(DIR_PREFIX)
	fs.writeFileSync(path.join(dir, 'owner.pid'), `${process.pid}\n`)
	for (const sub of ['mon', 'osd', 'run', 'log']) fs.mkdirSync(path.join(dir, sub))
	let monPort = await freePort()
	while (monPort === port) monPort = await freePort()
	const conf = path.join(dir, 'ceph.conf')
	const fsid = randomUUID()
	fs.writeFileSync(conf, cephConf({ dir, fsid, port, monPort }))

	const daemons = new Map<string, ChildProcess>()
	const killAll = () => {
		for (const child of daemons.values()) child.kill('SIGKILL')
	}
	process.on('exit', killAll)
	const startDaemon = (name: string, command: string, args: string[]) => {
		const child = spawn(path.join(BIN, command), ['-c', conf, '-f', ...args], { stdio: 'ignore' })
		daemons.set(name, child)
		fs.appendFileSync(path.join(dir, 'daemons.pid'), `${child.pid}\n`)
		return child
	}
	const ceph = (command: string, args: string[]) => run(dir, command, ['-c', conf, ...args])
	const endpoint = `http://127.0.0.1:${port}`
	const startGateway = async () => {
		const gateway = startDaemon('gateway', 'radosgw', ['-n', 'client.rgw'])
		await waitForHttp(endpoint, gateway, dir)
	}
	const stopDaemon = async (name: string) => {
		const child = daemons.get(name)
		daemons.delete(name)
		if (child) await end(child)
	}
	const stop = async () => {
		for (const name of ['gateway', 'osd', 'mon']) await stopDaemon(name)
		process.off('exit', killAll)
		fs.rmSync(dir, { recursive: true, force: true })
	}

	const accessKeyId = randomBytes(10).toString('hex').toUpperCase()
	const secretAccessKey = randomBytes(30).toString('base64url')
	try {
		const keyring = path.join(dir, 'keyring')
		await run(dir, 'ceph-authtool', ['--create-keyring', keyring, '--gen-key', '-n', 'mon.', '--cap', 'mon', 'allow *'])
		await run(dir, 'monmaptool', ['--create', '--add', 'a', `v2:127.0.0.1:${monPort}`, '--fsid', fsid, path.join(dir, 'monmap')])
		await ceph('ceph-mon', ['--mkfs', '-i', 'a', '--monmap', path.join(dir, 'monmap'), '--keyring', keyring])
		startDaemon('mon', 'ceph-mon', ['-i', 'a'])
		const osd = (await ceph('ceph', ['--connect-timeout', '20', 'osd', 'create'])).trim()
		await ceph('ceph-osd', ['-i', osd, '--mkfs'])
		await ceph('ceph', ['osd', 'crush', 'add', `osd.${osd}`, '1', 'root=default'])
		startDaemon('osd', 'ceph-osd', ['-i', osd])
		// Waits for the OSD to be up, and creates the gateway's pools.
		await ceph('radosgw-admin', ['user', 'create', '--uid=soko', '--display-name=Soko tests', `--access-key=${accessKeyId}`, `--secret-key=${secretAccessKey}`])
		await startGateway()
		const client = new S3Client({ endpoint, region: REGION, forcePathStyle: true, credentials: { accessKeyId, secretAccessKey } })
		await client.send(new CreateBucketCommand({ Bucket: bucket }))
		client.destroy()
	} catch (error) {
		await stop()
		throw error
	}
	return {
		endpoint,
		region: REGION,
		bucket,
		accessKeyId,
		secretAccessKey,
		storageUrl: `s3://${bucket}?endpoint=${endpoint}&region=${REGION}`,
		pids: () => [...daemons.values()].map((child) => child.pid).filter((pid) => pid !== undefined),
		halt: () => stopDaemon('gateway'),
		async resume() {
			if (!daemons.has('gateway')) await startGateway()
		},
		stop,
	}
}

/** Ceph for one test run: 127.0.0.1 only, no authentication between daemons, one copy of everything, kept in memory. */
function cephConf({ dir, fsid, port, monPort }: { dir: string; fsid: string; port: number; monPort: number }) {
	return `[global]
fsid = ${fsid}
mon_host = v2:127.0.0.1:${monPort}
public_addr = 127.0.0.1
cluster_addr = 127.0.0.1
ms_bind_msgr1 = false
ms_bind_port_min = ${port + 1}
ms_bind_port_max = ${port + 30}
auth_cluster_required = none
auth_service_required = none
auth_client_required = none
ms_mon_client_mode = crc
ms_client_mode = crc
run_dir = ${dir}/run
admin_socket = ${dir}/run/$name.asok
log_file = ${dir}/log/$name.log
keyring = ${dir}/keyring
mon_data = ${dir}/mon
mon_allow_pool_size_one = true
mon_warn_on_pool_no_redundancy = false
mon_max_pg_per_osd = 1000
mon_data_avail_crit = 1
mon_data_avail_warn = 2
paxos_propose_interval = 0.05
paxos_min_wait = 0.01
osd_data = ${dir}/osd
osd_objectstore = memstore
memstore_device_bytes = 1073741824
osd_pool_default_size = 1
osd_pool_default_min_size = 1
osd_pool_default_pg_num = 1
osd_pool_default_pgp_num = 1
osd_pool_default_pg_autoscale_mode = off
osd_crush_chooseleaf_type = 0
osd_mon_report_interval = 1
osd_op_num_shards = 1
osd_op_num_threads_per_shard = 1
rados_osd_op_timeout = 10
rados_mon_op_timeout = 10
[client.rgw]
rgw_frontends = beast endpoint=127.0.0.1:${port}
rgw_enable_usage_log = false
rgw_thread_pool_size = 16
`
}

/** Runs one of Ceph's tools to completion; a failure says what the tool and the daemons' logs said. */
async function run(dir: string, command: string, args: string[]) {
	try {
		const { stdout } = await promisify(execFile)(path.join(BIN, command), args, { timeout: STEP_TIMEOUT_MS, killSignal: 'SIGKILL' })
		return stdout
	} catch (error) {
		const { stderr = '', message } = error as { stderr?: string; message: string }
		throw new Error(`${command} ${args.join(' ')} failed: ${stderr.trim() || message}${logTails(dir)}`)
	}
}

/** Waits until the gateway answers HTTP (any answer below 500: S3 is up), failing at once if it died. */
async function waitForHttp(endpoint: string, gateway: ChildProcess, dir: string) {
	const deadline = Date.now() + STEP_TIMEOUT_MS
	for (;;) {
		if (gateway.exitCode !== null || gateway.signalCode !== null) throw new Error(`radosgw exited (${gateway.exitCode ?? gateway.signalCode})${logTails(dir)}`)
		const status = await fetch(endpoint, { signal: AbortSignal.timeout(2_000) }).then(
			(response) => response.status,
			() => 0,
		)
		if (status > 0 && status < 500) return
		if (Date.now() > deadline) throw new Error(`radosgw did not answer on ${endpoint} within ${STEP_TIMEOUT_MS / 1000} s${logTails(dir)}`)
		await new Promise((resolve) => setTimeout(resolve, 100))
	}
}

/** SIGTERM, then SIGKILL if the daemon is still there after 10 s; resolves once it has exited. */
function end(child: ChildProcess) {
	return new Promise<void>((resolve) => {
		if (child.exitCode !== null || child.signalCode !== null) return resolve()
		const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
		child.once('exit', () => {
			clearTimeout(timer)
			resolve()
		})
		child.kill('SIGTERM')
	})
}

/** The last lines of each daemon's log, for an error message. */
function logTails(dir: string) {
	const logs = path.join(dir, 'log')
	if (!fs.existsSync(logs)) return ''
	return fs
		.readdirSync(logs)
		.map((file) => `\n--- ${file}:\n${fs.readFileSync(path.join(logs, file), 'utf8').trimEnd().split('\n').slice(-8).join('\n')}`)
		.join('')
}

/** Ends the daemons of earlier runs whose test process is gone (a crash or SIGKILL skips the exit handler), and their files. */
function endLeftovers() {
	const parent = path.dirname(DIR_PREFIX)
	for (const name of fs.readdirSync(parent)) {
		const dir = path.join(parent, name)
		if (!dir.startsWith(DIR_PREFIX)) continue
		// A folder with no owner yet is being set up by a run starting right now.
		const [owner] = readPids(path.join(dir, 'owner.pid'))
		if (owner === undefined || signal(owner, 0)) continue
		for (const pid of readPids(path.join(dir, 'daemons.pid'))) {
			// A recorded pid is ended only while it is still one of that run's daemons (pids get reused).
			const command = readFileOr(`/proc/${pid}/cmdline`)
			if (command.includes(path.join(dir, 'ceph.conf'))) signal(pid, 'SIGKILL')
		}
		fs.rmSync(dir, { recursive: true, force: true })
	}
}

function readPids(file: string) {
	return readFileOr(file).split('\n').filter(Boolean).map(Number)
}

function readFileOr(file: string) {
	try {
		return fs.readFileSync(file, 'utf8')
	} catch {
		return ''
	}
}

/** Sends `pid` a signal (0: none, to see whether it is running); false when there is no such process. */
function signal(pid: number, name: NodeJS.Signals | 0) {
	try {
		process.kill(pid, name)
		return true
	} catch {
		return false
	}
}
