import type { PayloadRequest } from 'payload'

/** A validation message in the admin's language (Payload's own messages follow it too). */
export const adminText = (req: PayloadRequest | undefined, text: { en: string; ar: string }) =>
  req?.i18n?.language === 'ar' ? text.ar : text.en
