import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { describe, expect, it } from 'vitest'

import { listenPlan } from '@/http/listenAddresses'

/** Where the production server (`scripts/server.ts`) listens: loopback only with the simulator. */

const production = {
  NODE_ENV: 'production',
  PAYLOAD_SECRET: 'a-production-secret-of-at-least-32-characters',
  STAFF_PATH: '/desk-7f3a',
}

const simulatorOnLocalhost = {
  ...production,
  PAYMENT_GATEWAY: 'simulator',
  SITE_URL: 'http://localhost:3210',
}

describe('listenPlan', () => {
  it('listens on loopback only when the Paymob simulator is on, whatever HOSTNAME says', () => {
    for (const hostname of [undefined, '', '0.0.0.0', '::', '192.168.1.20', 'localhost']) {
      const plan = listenPlan({ ...simulatorOnLocalhost, HOSTNAME: hostname })
      expect(plan.hosts, String(hostname)).toEqual(['127.0.0.1', '::1'])
      expect(plan.loopbackOnly).toBe(true)
    }
    expect(listenPlan({ ...simulatorOnLocalhost, HOSTNAME: '0.0.0.0' }).overridden).toBe('0.0.0.0')
    // Even when the rest of the environment would not start (the app says why): still loopback.
    expect(listenPlan({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'simulator' }).hosts).toEqual([
      '127.0.0.1',
      '::1',
    ])
  })

  it('keeps a loopback HOSTNAME', () => {
    expect(listenPlan({ ...simulatorOnLocalhost, HOSTNAME: '127.0.0.1' }).hosts).toEqual([
      '127.0.0.1',
    ])
    expect(listenPlan({ ...simulatorOnLocalhost, HOSTNAME: '[::1]' }).hosts).toEqual(['::1'])
  })

  it('listens where HOSTNAME says (every interface without it) on Paymob', () => {
    const paymob = {
      ...production,
      SITE_URL: 'https://masar.example',
      PAYMENT_GATEWAY: 'paymob',
      PAYMOB_SECRET_KEY: 'sk',
      PAYMOB_PUBLIC_KEY: 'pk',
      PAYMOB_HMAC_SECRET: 'hmac',
      PAYMOB_API_KEY: 'api',
      PAYMOB_INTEGRATION_IDS: '123',
      PAYMOB_OWNER: '302852',
    }
    expect(listenPlan(paymob)).toEqual({ hosts: [undefined], loopbackOnly: false })
    expect(listenPlan({ ...paymob, HOSTNAME: '0.0.0.0' }).hosts).toEqual(['0.0.0.0'])
  })

  it('binds only loopback addresses when the plan is followed', async () => {
    const servers: Server[] = []
    try {
      for (const host of listenPlan({ ...simulatorOnLocalhost, HOSTNAME: '0.0.0.0' }).hosts) {
        const server = createServer()
        const bound = await new Promise<boolean>((resolve) => {
          server.once('error', () => resolve(false))
          server.listen(0, host, () => resolve(true))
        })
        // A machine without IPv6 has no ::1 (the server then keeps the IPv4 loopback).
        if (!bound) continue
        servers.push(server)
        const { address } = server.address() as AddressInfo
        expect(['127.0.0.1', '::1']).toContain(address)
      }
      expect(servers.length).toBeGreaterThan(0)
    } finally {
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
    }
  })
})
