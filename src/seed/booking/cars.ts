import type { Payload } from 'payload'
import sharp from 'sharp'

import { CARS, type Car } from '@/booking/cars'

import { SEED_CONTEXT } from '../media'

import { carPictureSvg } from './carPictures'

/** Uploads a car's picture once (a file of the same name is reused) and answers its media id. */
async function ensureCarPicture(payload: Payload, car: Car): Promise<number> {
  const filename = `car-${car.code}.webp`
  const existing = await payload.find({
    collection: 'media',
    where: { filename: { equals: filename } },
    limit: 1,
    depth: 0,
  })
  if (existing.docs[0]) return existing.docs[0].id
  const data = await sharp(Buffer.from(carPictureSvg(car.code)))
    .webp({ quality: 82 })
    .toBuffer()
  const created = await payload.create({
    collection: 'media',
    locale: 'en',
    data: { alt: `${car.name.en}, side view` },
    file: { data, mimetype: 'image/webp', name: filename, size: data.length },
    context: SEED_CONTEXT,
  })
  await payload.update({
    collection: 'media',
    id: created.id,
    locale: 'ar',
    data: { alt: `${car.name.ar}، منظر جانبي` },
    context: SEED_CONTEXT,
  })
  return created.id
}

/** The five vehicles of decisions.md with their capacities and pictures. */
export async function seedCars(payload: Payload): Promise<boolean> {
  if ((await payload.count({ collection: 'cars' })).totalDocs > 0) return false
  for (const car of CARS) {
    const image = await ensureCarPicture(payload, car)
    const created = await payload.create({
      collection: 'cars',
      locale: 'en',
      data: {
        code: car.code,
        name: car.name.en,
        persons: car.persons,
        luggages: car.luggages,
        order: car.order,
        image,
        active: true,
      },
      context: SEED_CONTEXT,
    })
    await payload.update({
      collection: 'cars',
      id: created.id,
      locale: 'ar',
      data: { name: car.name.ar },
      context: SEED_CONTEXT,
    })
  }
  return true
}
