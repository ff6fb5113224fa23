import type { Payload } from 'payload'

import { limited } from '@/accounts/operations/limited'
import { cairoWallTimeToUtc } from '@/booking/cairoTime'
import { readServerEnv } from '@/lib/env'
import { fail, ok, type Result } from '@/lib/failure'
import type { DriverLink } from '@/payload-types'

import {
  driverLinkOpen,
  driverToken,
  hashDriverToken,
  isDriverTokenShape,
  newDriverNonce,
} from '../driverLink'
import { cairoDayOf, driverLinkExpiry } from '../driverLink'

/**
 * The drivers' day links (issue 33; decision 0160): one per driver and Cairo day, made or extended
 * when staff give the driver a leg of that day, looked up by the token's hash under a per-address
 * limit, withdrawn when the driver has no leg left that day.
 */

/** The link's address on the site: Arabic by default (the page has an English toggle). */
export function driverLinkUrl(token: string, locale: 'ar' | 'en' = 'ar'): string | null {
  try {
    const site = readServerEnv().SITE_URL.replace(/\/+$/, '')
    return `${site}/${locale}/driver?token=${token}`
  } catch {
    return null
  }
}

/**
 * The link of `driverMobile` for the Cairo day of `pickup`, made if there is none (or it was
 * withdrawn: a new token), its end moved to cover this leg. Answers the token to send.
 */
export async function driverLinkFor(
  payload: Payload,
  { driverMobile, driverName, pickup }: { driverMobile: string; driverName: string; pickup: Date },
): Promise<string> {
  const day = cairoDayOf(pickup)
  const expiresAt = driverLinkExpiry(pickup)
  const { docs } = await payload.find({
    collection: 'driver-links',
    where: { and: [{ driverMobile: { equals: driverMobile } }, { day: { equals: day } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const existing = docs[0]
  if (existing && !existing.revokedAt) {
    const later = new Date(existing.expiresAt).getTime() >= expiresAt.getTime()
    await payload.update({
      collection: 'driver-links',
      id: existing.id,
      overrideAccess: true,
      depth: 0,
      data: { driverName, ...(later ? {} : { expiresAt: expiresAt.toISOString() }) },
    })
    return driverToken(payload.secret, existing.nonce)
  }
  const nonce = newDriverNonce()
  const token = driverToken(payload.secret, nonce)
  const data = {
    driverMobile,
    driverName,
    day,
    nonce,
    tokenHash: hashDriverToken(token),
    expiresAt: expiresAt.toISOString(),
    revokedAt: null,
  }
  if (existing) {
    await payload.update({
      collection: 'driver-links',
      id: existing.id,
      overrideAccess: true,
      depth: 0,
      data,
    })
  } else {
    await payload.create({ collection: 'driver-links', overrideAccess: true, depth: 0, data })
  }
  return token
}

/** Withdraws the link of `driverMobile` for `day` (a driver replaced on their last leg of it). */
export async function withdrawDriverLink(
  payload: Payload,
  { driverMobile, day, now = new Date() }: { driverMobile: string; day: string; now?: Date },
): Promise<void> {
  await payload.update({
    collection: 'driver-links',
    where: {
      and: [
        { driverMobile: { equals: driverMobile } },
        { day: { equals: day } },
        { revokedAt: { exists: false } },
      ],
    },
    overrideAccess: true,
    depth: 0,
    data: { revokedAt: now.toISOString() },
  })
}

const linkInvalid = () => fail('driver-link-invalid', 'driver.errors.linkInvalid')

/** The open link a token names, or `driver-link-invalid` (unknown, withdrawn, ended: alike). */
export async function driverLinkByToken(
  payload: Payload,
  token: unknown,
  client: string,
  now: Date = new Date(),
): Promise<Result<DriverLink>> {
  const refused = await limited(payload, [['driverLinkPerIp', client]], now)
  if (refused) return refused
  if (!isDriverTokenShape(token)) return linkInvalid()
  const { docs } = await payload.find({
    collection: 'driver-links',
    where: { tokenHash: { equals: hashDriverToken(token) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const link = docs[0]
  if (
    !link ||
    !driverLinkOpen(
      {
        expiresAt: new Date(link.expiresAt),
        revokedAt: link.revokedAt ? new Date(link.revokedAt) : null,
      },
      now,
    )
  ) {
    return linkInvalid()
  }
  return ok(link)
}

/** The instants that bound a Cairo day ('YYYY-MM-DD'): its first minute and the next day's. */
export function cairoDayBounds(day: string): { from: Date; to: Date } {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const next = new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10)
  return { from: cairoWallTimeToUtc(`${day}T00:00`)!, to: cairoWallTimeToUtc(`${next}T00:00`)! }
}
