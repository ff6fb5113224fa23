/** The admin group of the places, prices and lists the booking engine reads. */
export const BOOKING_DATA_GROUP = { en: 'Booking data', ar: 'بيانات الحجز' }
