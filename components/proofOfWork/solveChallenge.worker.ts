// altcha-lib's solver with WebCrypto's PBKDF2, off the main thread so that typing never stutters (solveWithFallback.ts).
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2'
import { handler } from 'altcha-lib/workers/shared'

handler({ deriveKey })
