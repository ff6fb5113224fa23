/** `+201005550123` -> `+2010•••••123`; `amira@example.com` -> `am•••@example.com`. */
export function maskDestination(destination: string): string {
  if (destination.includes('@')) {
    const [local = '', domain = ''] = destination.split('@')
    return `${local.slice(0, 2)}•••@${domain}`
  }
  return `${destination.slice(0, 5)}•••••${destination.slice(-3)}`
}
