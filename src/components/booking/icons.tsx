import { LineIcon } from '@/components/media/LineIcon'
import { Icon, type IconName } from '@/components/pages/icons'

/** The booking screens' own line icons, from the site's sprite (decorative, 24 x 24). */
const OWN = [
  'plane',
  'users',
  'luggage',
  'minus',
  'plus',
  'cash',
  'edit',
  'user',
  'alert',
  'swap',
] as const

type OwnName = (typeof OWN)[number]
const isOwn = (name: string): name is OwnName => (OWN as readonly string[]).includes(name)

export type BookingIconName = OwnName | IconName

export function BookingIcon({
  name,
  size = 20,
  className,
}: {
  name: BookingIconName
  size?: number
  className?: string
}) {
  if (!isOwn(name)) return <Icon name={name} size={size} className={className} />
  return (
    <LineIcon name={name} className={['icon', className].filter(Boolean).join(' ')} size={size} />
  )
}
