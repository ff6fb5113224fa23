import { expect, test as setup } from '@playwright/test'

import { ADMIN } from '../helpers/staffApi'
import { STAFF_SESSION } from '../helpers/staffBrowser'

/**
 * The seeded admin signs in once, through the back office's JSON login (what its login screen
 * posts), and the browser specs reuse the session (`staffPage`). Typing into the login screen
 * stays checked by staff.e2e.spec.ts and security.e2e.spec.ts.
 */
setup('the admin signs in once through the JSON login', async ({ request }) => {
  const login = await request.post('/api/cms/users/login', { data: ADMIN })
  expect(login.status(), await login.text()).toBe(200)
  const state = await request.storageState({ path: STAFF_SESSION })
  expect(state.cookies.map((cookie) => cookie.name)).toContain('payload-token')
})
