/**
 * What an account operation knows of its caller: the address the per-IP rate limits count, and
 * the clock (`now`, so tests can move it; the real time when absent).
 */
export type AccountContext = { ip: string; now?: Date }
