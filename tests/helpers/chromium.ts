import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { userInfo } from 'node:os'

const INSTALL_HINT =
  "Chromium was not found. Install Debian's package: apt-get install -y --no-install-recommends chromium " +
  '(or set CHROMIUM_PATH to a Chromium or Chrome binary).'

/** Debian's Chromium: CHROMIUM_PATH, else `chromium` on the PATH. Browsers are never downloaded. */
export function findChromium(): string | null {
  const fromEnv = process.env.CHROMIUM_PATH
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null
  for (const name of ['chromium', 'chromium-browser']) {
    try {
      const found = execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim()
      if (found) return found
    } catch {
      // not on the PATH; try the next name
    }
  }
  return null
}

export function requireChromium(): string {
  const found = findChromium()
  if (!found) throw new Error(INSTALL_HINT)
  return found
}

export function chromiumLaunchOptions() {
  const args = [
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ]
  if (userInfo().uid === 0) args.push('--no-sandbox')
  return { executablePath: findChromium() ?? undefined, args }
}
