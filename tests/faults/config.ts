/** The fault test's settings (FAULTS_* in the environment) and the helpers its modules share. */
export const PORT = Number(process.env.FAULTS_PORT ?? 3230)
export const PG_PORT = Number(process.env.FAULTS_PG_PORT ?? 54340)
export const DOWN_MS = Number(process.env.FAULTS_DOWN_SECONDS ?? 4) * 1000
export const CUSTOMERS = 12
/** Bookings each customer tries (the booking limit is 5 in 10 minutes). */
export const BOOKINGS_EACH = 4
export const REQUEST_TIMEOUT_MS = 20_000

export const servers = [`http://localhost:${PORT}`, `http://localhost:${PORT + 1}`]
export const log = (message: string) => console.log(`[faults] ${message}`)
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
