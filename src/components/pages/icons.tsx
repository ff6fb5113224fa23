import type { GlyphName } from '@/components/media/glyphs'
import { LineIcon } from '@/components/media/LineIcon'
import type { ServiceIcon as ServiceIconName } from '@/content/types'

/**
 * Line icons of the public pages, from the site's sprite (no icon font, no third-party request;
 * drawn in src/components/media/glyphs.ts). They are decorative: the text beside them names the
 * thing. Icons that point somewhere carry `flip-rtl` so they mirror on Arabic pages.
 */
export type IconName = Extract<
  GlyphName,
  | 'phone'
  | 'message'
  | 'mail'
  | 'mapPin'
  | 'clock'
  | 'arrow'
  | 'check'
  | 'calendar'
  | 'tag'
  | 'shield'
  | 'card'
  | 'car'
  | 'headset'
  | 'briefcase'
  | 'handshake'
  | 'bus'
  | 'building'
  | 'chevronDown'
>

/** Icons that point along the reading direction. */
const DIRECTIONAL = new Set<IconName>(['arrow'])

export function Icon({
  name,
  size = 24,
  className,
}: {
  name: IconName
  size?: number
  className?: string
}) {
  const classes = ['icon', DIRECTIONAL.has(name) ? 'flip-rtl' : '', className ?? '']
  return <LineIcon name={name} className={classes.filter(Boolean).join(' ')} size={size} />
}

/** The icon an editor picked for a service (`Services.icon`). */
export function ServiceIcon({ name, size = 28 }: { name: ServiceIconName; size?: number }) {
  return <Icon name={name} size={size} />
}
