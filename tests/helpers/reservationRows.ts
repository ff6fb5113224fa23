/**
 * Many reservations at once, written by SQL in the shapes the booking route stores (the CSV export
 * and run sheet tests need thousands; booking them one by one through the API would take minutes).
 * `client` is any `query(text, values)`: the int tests' pool, the e2e tests' pg client.
 */
export type SqlClient = {
  query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>
}

/** A customer row (no password: it never signs in); its id. */
export async function insertCustomer(
  client: SqlClient,
  { name, email, mobile }: { name: string; email: string; mobile: string },
): Promise<number> {
  const { rows } = await client.query(
    `insert into customers (name, email, mobile, verified, phone_verified)
     values ($1, $2, $3, true, true) returning id`,
    [name, email, mobile],
  )
  return Number(rows[0]!.id)
}

export type ReservationRows = {
  /** Numbers are `${prefix}000001`, `${prefix}000002`, ... */
  prefix: string
  count: number
  customerId: number
  /** The first pickup instant; each next one a minute later. */
  execDate: string
  returningDate?: string | null
  status?: string
  paymentType?: 'cash' | 'card'
  carType?: string
  price?: number
  notes?: string | null
  passenger?: { name: string; phone: string } | null
  driver?: { name: string; mobile: string; plate: string } | null
  returnDriver?: { name: string; mobile: string; plate: string } | null
}

/** `count` reservations in one statement. */
export async function insertReservations(client: SqlClient, rows: ReservationRows): Promise<void> {
  await client.query(
    `insert into reservations (
       reservation_number, customer_id, status, trip_type, payment_type, exec_date, returning_date,
       pickup_address, pickup_code, pickup_name_en, pickup_name_ar, pickup_location_name,
       dropoff_address, dropoff_code, dropoff_name_en, dropoff_name_ar, dropoff_location_name,
       car_type, car_name_en, car_name_ar, persons, luggages,
       arrival_flight_number, departure_flight_number,
       is_another_passengers, passenger_name, passenger_phone, notes, price, currency,
       dispatch_outbound_driver_name, dispatch_outbound_driver_mobile,
       dispatch_outbound_vehicle_plate,
       dispatch_return_driver_name, dispatch_return_driver_mobile, dispatch_return_vehicle_plate,
       created_at, updated_at)
     select $1 || lpad(i::text, 6, '0'), $2, $3::enum_reservations_status,
       case when $7::timestamptz is null then 'one-way' else 'round-trip' end
         ::enum_reservations_trip_type,
       $4::enum_reservations_payment_type,
       $5::timestamptz + (i - 1) * interval '1 minute',
       $7::timestamptz + (i - 1) * interval '1 minute',
       'cai-airport', 'cai-airport', 'Cairo Airport', 'مطار القاهرة', null,
       'zamalek', 'zamalek', 'Zamalek', 'الزمالك', 'Marriott Mena House, 6 Pyramids Rd',
       $6, 'Toyota Corolla', 'تويوتا كورولا', 3, 4,
       'MS 985', case when $7::timestamptz is null then null else 'MS 986' end,
       $9::text is not null, $9, $10, $8, $11, 'EGP',
       $12, $13, $14, $15, $16, $17,
       now() - i * interval '1 second', now()
     from generate_series(1, $18::int) as i`,
    [
      rows.prefix,
      rows.customerId,
      rows.status ?? 'completed',
      rows.paymentType ?? 'cash',
      rows.execDate,
      rows.carType ?? 'corolla',
      rows.returningDate ?? null,
      rows.notes ?? null,
      rows.passenger?.name ?? null,
      rows.passenger?.phone ?? null,
      rows.price ?? 125050,
      rows.driver?.name ?? null,
      rows.driver?.mobile ?? null,
      rows.driver?.plate ?? null,
      rows.returnDriver?.name ?? null,
      rows.returnDriver?.mobile ?? null,
      rows.returnDriver?.plate ?? null,
      rows.count,
    ],
  )
}
