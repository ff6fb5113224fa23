import type { APIRequestContext } from '@playwright/test'

export const STAFF_PATH = process.env.STAFF_PATH ?? '/staff'
export const ADMIN = {
  email: process.env.SEED_ADMIN_EMAIL ?? 'e2e-admin@masar.test',
  password: process.env.SEED_ADMIN_PASSWORD ?? 'e2e-admin-password',
}

/**
 * What an editor does in the back office, through Payload's REST API (the admin UI calls the same
 * endpoints): logs in as the seeded admin and returns a small client.
 */
export async function editorSession(request: APIRequestContext) {
  const login = await request.post('/api/cms/users/login', { data: ADMIN })
  if (!login.ok()) throw new Error(`admin login failed: ${login.status()}`)
  const { token } = (await login.json()) as { token: string }
  const headers = { Authorization: `JWT ${token}` }
  return {
    async find(collection: string, query: string) {
      const response = await request.get(`/api/cms/${collection}?${query}`, { headers })
      return ((await response.json()) as { docs: Record<string, unknown>[] }).docs
    },
    async create(collection: string, data: Record<string, unknown>) {
      const response = await request.post(`/api/cms/${collection}`, { headers, data })
      if (!response.ok())
        throw new Error(`create failed: ${response.status()} ${await response.text()}`)
      return ((await response.json()) as { doc: Record<string, unknown> }).doc
    },
    async update(collection: string, id: unknown, locale: string, data: Record<string, unknown>) {
      const response = await request.patch(`/api/cms/${collection}/${id}?locale=${locale}`, {
        headers,
        data,
      })
      if (!response.ok())
        throw new Error(`update failed: ${response.status()} ${await response.text()}`)
      return response.json()
    },
    async updateGlobal(slug: string, locale: string, data: Record<string, unknown>) {
      const response = await request.post(`/api/cms/globals/${slug}?locale=${locale}`, {
        headers,
        data,
      })
      if (!response.ok())
        throw new Error(`update failed: ${response.status()} ${await response.text()}`)
      return response.json()
    },
  }
}
