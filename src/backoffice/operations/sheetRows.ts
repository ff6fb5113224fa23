import type { Payload } from 'payload'
import * as z from 'zod'

import type { ExportReservation } from '@/backoffice/reservationsExport'
import { extrasOfSnapshot } from '@/booking/extras'
import { RESERVATION_STATUSES, type ReservationStatus } from '@/booking/status'
import { RESERVATION_PAYMENT_TYPES } from '@/booking/trip'
import { sqlPool } from '@/infra/db'
import { PAYMENT_METHODS } from '@/payments/instrument'

/**
 * What the CSV export and the run sheet read of reservations, in one SQL statement through the
 * one pool: the reservation's own columns, its customer's name, email and mobile (never a
 * password, salt, token or session) and each leg's driver. No Payload document is built and no
 * history is read; a page of rows is one query (decision 0125).
 */

/**
 * An instant as PostgreSQL's ISO text in UTC ('2026-11-24T07:30:00.000Z'): the driver would build
 * a Date of each, and the rows read them as that text anyway (about 6 % of an export's time).
 */
const isoText = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

const SELECT = `
  select r.id, r.reservation_number, r.status, r.trip_type, r.payment_type,
    ${isoText('r.exec_date')} as exec_date, ${isoText('r.returning_date')} as returning_date,
    r.pickup_address, r.pickup_name_en, r.pickup_name_ar, r.pickup_location_name,
    r.dropoff_address, r.dropoff_name_en, r.dropoff_name_ar, r.dropoff_location_name,
    r.car_type, r.car_name_en, r.car_name_ar,
    r.persons::float8 as persons, r.luggages::float8 as luggages,
    r.arrival_flight_number, r.departure_flight_number,
    r.is_another_passengers, r.passenger_name, r.passenger_phone, r.notes,
    r.price::float8 as price, ${isoText('r.created_at')} as created_at,
    r.price_snapshot -> 'extras' as extras,
    r.dispatch_outbound_driver_name, r.dispatch_outbound_driver_mobile,
    r.dispatch_outbound_vehicle_plate,
    r.dispatch_return_driver_name, r.dispatch_return_driver_mobile,
    r.dispatch_return_vehicle_plate,
    r.progress_outbound_state::text as progress_outbound, r.progress_return_state::text as progress_return,
    c.name as customer_name, c.email as customer_email, c.mobile as customer_mobile,
    r.promo_code, (r.price_snapshot->'promo'->>'discount')::float8 as promo_discount,
    (select p.instrument_method::text from payments p
      where p.reservation_id = r.id and p.status in ('paid', 'refunded')
      order by p.id desc limit 1) as paid_with
  from reservations r
  left join customers c on c.id = r.customer_id`

const text = z.string().nullable()
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/
const instant = z
  .union([z.date(), z.string()])
  .transform((value) =>
    typeof value === 'string' && ISO_INSTANT.test(value) ? value : new Date(value).toISOString(),
  )

/** A row as PostgreSQL answers it: checked before anything reads it. */
const sheetRow = z.object({
  id: z.number().int(),
  reservation_number: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  trip_type: z.enum(['one-way', 'round-trip']),
  payment_type: z.enum(RESERVATION_PAYMENT_TYPES),
  exec_date: instant,
  returning_date: instant.nullable(),
  pickup_address: z.string(),
  pickup_name_en: text,
  pickup_name_ar: text,
  pickup_location_name: text,
  dropoff_address: z.string(),
  dropoff_name_en: text,
  dropoff_name_ar: text,
  dropoff_location_name: text,
  car_type: z.string(),
  car_name_en: text,
  car_name_ar: text,
  persons: z.number().nullable(),
  luggages: z.number().nullable(),
  arrival_flight_number: text,
  departure_flight_number: text,
  is_another_passengers: z.boolean().nullable(),
  passenger_name: text,
  passenger_phone: text,
  notes: text,
  price: z.number().int(),
  created_at: instant,
  /** The price snapshot's extras lines (decision 0130), read by `extrasOfSnapshot`. */
  extras: z.unknown(),
  dispatch_outbound_driver_name: text,
  dispatch_outbound_driver_mobile: text,
  dispatch_outbound_vehicle_plate: text,
  dispatch_return_driver_name: text,
  dispatch_return_driver_mobile: text,
  dispatch_return_vehicle_plate: text,
  /** Each leg's trip progress (decision 0160); null where no tap was recorded. */
  progress_outbound: text,
  progress_return: text,
  customer_name: text,
  customer_email: text,
  customer_mobile: text,
  promo_code: text,
  promo_discount: z.number().int().nullable(),
  /** The captured payment's method (`payments_reservation_idx`); null for cash or unpaid. */
  paid_with: z.enum(PAYMENT_METHODS).nullable(),
})
type SheetRow = z.output<typeof sheetRow>

const names = (en: string | null, ar: string | null, fallback: string) => ({
  en: en || fallback,
  ar: ar || en || fallback,
})

const driver = (name: string | null, mobile: string | null, plate: string | null) =>
  name ? { driverName: name, driverMobile: mobile, vehiclePlate: plate } : null

function exportReservation(row: SheetRow): ExportReservation {
  return {
    reservationNumber: row.reservation_number,
    status: row.status,
    tripType: row.trip_type,
    paymentType: row.payment_type,
    paidWith: row.paid_with,
    execDate: row.exec_date,
    returningDate: row.returning_date,
    pickup: {
      ...names(row.pickup_name_en, row.pickup_name_ar, row.pickup_address),
      locationName: row.pickup_location_name,
    },
    dropoff: {
      ...names(row.dropoff_name_en, row.dropoff_name_ar, row.dropoff_address),
      locationName: row.dropoff_location_name,
    },
    car: names(row.car_name_en, row.car_name_ar, row.car_type),
    persons: row.persons ?? 1,
    luggages: row.luggages ?? 0,
    arrivalFlightNumber: row.arrival_flight_number,
    departureFlightNumber: row.departure_flight_number,
    isAnotherPassengers: row.is_another_passengers,
    passengerName: row.passenger_name,
    passengerPhone: row.passenger_phone,
    notes: row.notes,
    extras: row.extras ? extrasOfSnapshot({ extras: row.extras }) : undefined,
    price: row.price,
    createdAt: row.created_at,
    promo:
      row.promo_code && row.promo_discount !== null
        ? { code: row.promo_code, discount: row.promo_discount }
        : null,
    customer:
      row.customer_name !== null || row.customer_mobile !== null
        ? {
            name: row.customer_name ?? '',
            mobile: row.customer_mobile ?? '',
            email: row.customer_email,
          }
        : null,
    dispatch: {
      outbound: driver(
        row.dispatch_outbound_driver_name,
        row.dispatch_outbound_driver_mobile,
        row.dispatch_outbound_vehicle_plate,
      ),
      return: driver(
        row.dispatch_return_driver_name,
        row.dispatch_return_driver_mobile,
        row.dispatch_return_vehicle_plate,
      ),
    },
    progress: {
      outbound: { state: row.progress_outbound },
      return: { state: row.progress_return },
    },
  }
}

const parsed = (rows: unknown[]) => rows.map((row) => exportReservation(sheetRow.parse(row)))

/** The reservations of `ids`, in the order of `ids` (one query). */
export async function sheetRowsByIds(payload: Payload, ids: readonly number[]) {
  if (ids.length === 0) return []
  const { rows } = await sqlPool(payload).query(
    // In the order of `ids` by their position (array_position would search the array per row).
    `${SELECT} join unnest($1::int[]) with ordinality as wanted(id, position) on wanted.id = r.id
     order by wanted.position`,
    [ids],
  )
  return parsed(rows)
}

/**
 * The reservations in `statuses` with a leg (outbound or return) picked up in [from, before):
 * one query, on the pickup instants (the indexes on exec_date and returning_date serve it).
 */
export async function sheetRowsWithLegIn(
  payload: Payload,
  { statuses, from, before }: { statuses: readonly ReservationStatus[]; from: Date; before: Date },
) {
  const { rows } = await sqlPool(payload).query(
    `${SELECT}
     where r.status = any($1::enum_reservations_status[])
       and ((r.exec_date >= $2 and r.exec_date < $3)
         or (r.returning_date >= $2 and r.returning_date < $3))
     order by r.exec_date, r.id`,
    [statuses, from.toISOString(), before.toISOString()],
  )
  return parsed(rows)
}
