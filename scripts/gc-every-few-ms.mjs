// Preloaded into the server by scripts/gc-stress.ts (`node --expose-gc --import`): a full garbage collection every
// 5 ms, so native objects' finalizers (better-sqlite3's statements and databases, sharp's buffers) run among live
// requests rather than now and then. Unref'd: it never keeps the process alive by itself.
if (typeof globalThis.gc !== 'function') throw new Error('gc-every-few-ms needs node --expose-gc')
const EVERY_MS = 5
setInterval(() => globalThis.gc(), EVERY_MS).unref()
console.error(`gc-every-few-ms: a full garbage collection every ${EVERY_MS} ms in process ${process.pid}`)
