import sharp from 'sharp'
import { createIntake, createWorkQueue } from './work-queue.server.ts'

export const PHOTO_BUSY_MESSAGE = 'Soko is busy processing photos. Please try again in a minute.'

/**
 * Every sharp call holds one of libuv's 4 threads until it ends, and those threads also do the server's file reads
 * (static assets, photos): 200 uploads at once would leave none for them, and two cores would be shared by dozens of
 * half-decoded photos. So photo work runs two at a time, each on one libvips thread; a 12-megapixel photo takes about
 * half a second, and the ~30 waiting then are cleared within ~10 s. Beyond that an upload is refused at once (503).
 */
sharp.concurrency(1)

export const photoWork = createWorkQueue({ concurrency: 2, maxWaiting: 32, busyMessage: PHOTO_BUSY_MESSAGE })

/**
 * Uploads through the API being received, waiting or processed: beyond this many, another is refused before its body
 * is read (each holds a phone photo of up to 10 MB in memory, and parsing it blocks the event loop for ~10 ms).
 */
export const uploadIntake = createIntake({ limit: 16, busyMessage: PHOTO_BUSY_MESSAGE })
