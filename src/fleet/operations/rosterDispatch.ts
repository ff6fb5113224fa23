import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { utcToCairoWallTime } from '@/booking/cairoTime'
import { SERVED_STATUSES } from '@/booking/status'
import { type BusyLeg, conflictsWith, DISPATCH_DEFAULTS, legWindow } from '@/fleet/conflicts'
import { capacityRefusal, driverRefusal, vehicleCapacity, vehicleRefusal } from '@/fleet/roster'
import type { SqlSession } from '@/infra/db'
import { fail, ok, type Result } from '@/lib/failure'
import type { Driver, Vehicle } from '@/payload-types'

type Leg = 'outbound' | 'return'

/** What a dispatch from the roster stores on the leg. */
export type RosterAssignment = {
  name: string
  nameAr: string
  mobile: string
  plate: string
  driverId: number
  vehicleId: number
  /** The reason staff gave for sending them despite a conflict, when there was one. */
  overrideReason: string | null
}

/** The leg being dispatched, as stored. */
export type DispatchedLeg = {
  reservationNumber: string
  leg: Leg
  pickupAt: Date
  /** Where the leg starts and ends (place codes): its route's drive. */
  from: string
  to: string
  persons: number
  luggages: number
}

/** The dispatch's figures from the settings (decision 0185). */
async function dispatchSettings(
  payload: Payload,
): Promise<{ driveMinutes: number; marginMinutes: number }> {
  const settings = (await payload.findGlobal({ slug: 'settings', depth: 0 })) as {
    dispatchDriveMinutes?: number | null
    dispatchMarginMinutes?: number | null
  }
  return {
    driveMinutes: settings.dispatchDriveMinutes ?? DISPATCH_DEFAULTS.driveMinutes,
    marginMinutes: settings.dispatchMarginMinutes ?? DISPATCH_DEFAULTS.marginMinutes,
  }
}

/**
 * A route's drive in minutes: its price list's (listed either way unless one-directional), else
 * the settings' figure. One SQL expression, used for the leg being sent and every leg around it.
 */
const driveOf = (from: ReturnType<typeof sql>, to: ReturnType<typeof sql>, fallback: number) => sql`
  coalesce((
    select pl.drive_minutes::integer from price_lists pl
      join places f on f.id = pl.from_id
      join places t on t.id = pl.to_id
     where pl.drive_minutes is not null
       and ((f.code = ${from} and t.code = ${to})
         or (coalesce(pl.one_directional, false) = false and f.code = ${to} and t.code = ${from}))
     order by (f.code = ${from}) desc
     limit 1
  ), ${fallback})`

/** The served legs of one driver or vehicle whose pickup is within reach of `around`. */
async function busyLegs(
  session: SqlSession,
  column: 'driver' | 'vehicle',
  id: number,
  around: { start: Date; end: Date },
  settings: { driveMinutes: number; marginMinutes: number },
): Promise<BusyLeg[]> {
  // A leg's window is at most a day's drive and the margin long (the settings' bounds): any leg
  // picked up more than that before the candidate begins has ended.
  const reach = new Date(around.start.getTime() - (1440 + 600) * 60_000).toISOString()
  const before = around.end.toISOString()
  const served = sql.join(
    SERVED_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )
  const outboundColumn = sql.raw(`r.dispatch_outbound_${column}_id`)
  const returnColumn = sql.raw(`r.dispatch_return_${column}_id`)
  const { rows } = await session.execute(sql`
    select r.reservation_number as "number", 'outbound' as "leg", r.exec_date as "pickupAt",
           ${driveOf(sql`r.pickup_code`, sql`r.dropoff_code`, settings.driveMinutes)} as "drive"
      from reservations r
     where ${outboundColumn} = ${id} and r.status::text in (${served})
       and r.exec_date > ${reach} and r.exec_date < ${before}
    union all
    select r.reservation_number, 'return', r.returning_date,
           ${driveOf(sql`r.dropoff_code`, sql`r.pickup_code`, settings.driveMinutes)}
      from reservations r
     where ${returnColumn} = ${id} and r.status::text in (${served})
       and r.returning_date > ${reach} and r.returning_date < ${before}`)
  return (rows as { number: string; leg: Leg; pickupAt: string | Date; drive: number }[]).map(
    (row) => ({
      reservationNumber: row.number,
      leg: row.leg,
      window: legWindow(new Date(row.pickupAt), Number(row.drive), settings.marginMinutes),
    }),
  )
}

/** One advisory lock per driver and per vehicle: two dispatches of the same one take turns. */
const rosterLock = (kind: 'driver' | 'vehicle', id: number) =>
  sql`select pg_advisory_xact_lock(hashtextextended(${`${kind}:${id}`}, 0))`

const cairoClock = (instant: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Cairo',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant)

/**
 * Whether a roster driver and vehicle may take the leg (decision 0185), inside the dispatch's
 * transaction, after the reservation's lock: the driver's and the vehicle's locks (so two
 * dispatches of one driver to overlapping legs take turns and the second sees the first), then
 * each refusal with its reason: unknown, inactive or with an expired licence on the leg's Cairo
 * day, a vehicle too small for the party, and a driver or vehicle already on an overlapping leg,
 * unless staff give an override reason.
 */
export async function rosterAssignment(
  payload: Payload,
  session: SqlSession,
  req: { transactionID: string | number },
  input: { driverId: number; vehicleId: number; override: string | null },
  leg: DispatchedLeg,
): Promise<Result<RosterAssignment>> {
  await session.execute(rosterLock('driver', input.driverId))
  await session.execute(rosterLock('vehicle', input.vehicleId))
  const [driver, vehicle] = await Promise.all([
    payload
      .findByID({ collection: 'drivers', id: input.driverId, depth: 0, req, disableErrors: true })
      .then((doc) => (doc as Driver | null) ?? null),
    payload
      .findByID({ collection: 'vehicles', id: input.vehicleId, depth: 1, req, disableErrors: true })
      .then((doc) => (doc as Vehicle | null) ?? null),
  ])
  if (!driver) return fail('dispatch-driver-unknown', 'backoffice.errors.dispatchDriverUnknown')
  if (!vehicle) return fail('dispatch-vehicle-unknown', 'backoffice.errors.dispatchVehicleUnknown')

  const day = utcToCairoWallTime(leg.pickupAt).slice(0, 10)
  const driverNo = driverRefusal(driver, day)
  if (driverNo === 'inactive')
    return fail('dispatch-driver-inactive', 'backoffice.errors.dispatchDriverInactive', {
      values: { name: driver.nameEn },
    })
  if (driverNo === 'licence-expired')
    return fail('dispatch-driver-licence-expired', 'backoffice.errors.dispatchDriverLicence', {
      values: { name: driver.nameEn, day: driver.licenceExpiry },
    })
  const vehicleNo = vehicleRefusal(vehicle, day)
  if (vehicleNo === 'inactive')
    return fail('dispatch-vehicle-inactive', 'backoffice.errors.dispatchVehicleInactive', {
      values: { plate: vehicle.plate },
    })
  if (vehicleNo === 'licence-expired')
    return fail('dispatch-vehicle-licence-expired', 'backoffice.errors.dispatchVehicleLicence', {
      values: { plate: vehicle.plate, day: vehicle.licenceExpiry ?? '' },
    })
  const carType = typeof vehicle.car === 'object' && vehicle.car ? vehicle.car : null
  const capacity = vehicleCapacity(vehicle, {
    persons: carType?.persons ?? 0,
    luggages: carType?.luggages ?? 0,
  })
  const tooSmall = capacityRefusal(capacity, leg)
  if (tooSmall === 'too-few-seats')
    return fail('dispatch-vehicle-too-few-seats', 'backoffice.errors.dispatchVehicleSeats', {
      values: { plate: vehicle.plate, seats: capacity.persons, persons: leg.persons },
    })
  if (tooSmall === 'too-few-bags')
    return fail('dispatch-vehicle-too-few-bags', 'backoffice.errors.dispatchVehicleBags', {
      values: { plate: vehicle.plate, bags: capacity.luggages, luggages: leg.luggages },
    })

  const settings = await dispatchSettings(payload)
  const { rows } = await session.execute(
    sql`select ${driveOf(sql`${leg.from}`, sql`${leg.to}`, settings.driveMinutes)} as "drive"`,
  )
  const window = legWindow(
    leg.pickupAt,
    Number((rows[0] as { drive: number } | undefined)?.drive ?? settings.driveMinutes),
    settings.marginMinutes,
  )
  const candidate = { reservationNumber: leg.reservationNumber, leg: leg.leg, window }
  const override = input.override?.trim() || null
  let overridden = false
  for (const kind of ['driver', 'vehicle'] as const) {
    const id = kind === 'driver' ? driver.id : vehicle.id
    const [first] = conflictsWith(candidate, await busyLegs(session, kind, id, window, settings))
    if (!first) continue
    if (override) {
      overridden = true
      continue
    }
    const values = {
      name: driver.nameEn,
      plate: vehicle.plate,
      number: first.reservationNumber,
      from: cairoClock(first.window.start),
      until: cairoClock(first.window.end),
    }
    return kind === 'driver'
      ? fail('dispatch-driver-busy', 'backoffice.errors.dispatchDriverBusy', { values })
      : fail('dispatch-vehicle-busy', 'backoffice.errors.dispatchVehicleBusy', { values })
  }
  return ok({
    name: driver.nameEn,
    nameAr: driver.nameAr,
    mobile: driver.mobile,
    plate: vehicle.plate,
    driverId: driver.id,
    vehicleId: vehicle.id,
    overrideReason: overridden ? override : null,
  })
}
