/** A `tel:` address for a number as written in the settings ("+20 10 0555 0123"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`
