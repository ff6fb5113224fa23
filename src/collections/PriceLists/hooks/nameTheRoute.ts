import type { CollectionBeforeChangeHook } from 'payload'

/** Names the row after its places ("Cairo International Airport ⇄ Zamalek") for the admin lists. */
export const nameTheRoute: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const from = data.from ?? originalDoc?.from
  const to = data.to ?? originalDoc?.to
  const oneDirectional = data.oneDirectional ?? originalDoc?.oneDirectional ?? false
  const nameOf = async (value: unknown): Promise<string> => {
    const id = typeof value === 'object' && value !== null && 'id' in value ? value.id : value
    if (typeof id !== 'number' && typeof id !== 'string') return '?'
    try {
      const place = await req.payload.findByID({
        collection: 'places',
        id,
        depth: 0,
        locale: 'en',
        req,
        overrideAccess: true,
      })
      return place.name
    } catch {
      return '?'
    }
  }
  // One after the other: inside a transaction both queries share one connection.
  const fromName = await nameOf(from)
  const toName = await nameOf(to)
  return { ...data, route: `${fromName} ${oneDirectional ? '→' : '⇄'} ${toName}` }
}
