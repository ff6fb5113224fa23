import type { GlyphName } from '@/components/media/glyphs'
import { LineIcon } from '@/components/media/LineIcon'
import type { SocialPlatform } from '@/content/types'

/**
 * Small line icons of the navbar, drawer, slider and footer, from the site's sprite (no icon
 * font, no third-party requests). Decorative: the element that holds one carries the name.
 */
type IconProps = { className?: string; size?: number }

const icon = (name: GlyphName) =>
  function NamedIcon({ className, size = 20 }: IconProps) {
    return <LineIcon name={name} className={className} size={size} />
  }

export const PhoneIcon = icon('phone')
export const MenuIcon = icon('menu')
export const CloseIcon = icon('close')
export const PauseIcon = icon('pause')
export const PlayIcon = icon('play')
export const MailIcon = icon('envelope')
export const PinIcon = icon('pin')
export const ClockIcon = icon('clockFace')

/** Points to the inline start; mirrored in Arabic by the `icon-flip` class. */
export function ChevronStartIcon({ className, size = 20 }: IconProps) {
  return <LineIcon name="chevronStart" className={`icon-flip ${className ?? ''}`} size={size} />
}

/** Points to the inline end; mirrored in Arabic by the `icon-flip` class. */
export function ChevronEndIcon({ className, size = 20 }: IconProps) {
  return <LineIcon name="chevronEnd" className={`icon-flip ${className ?? ''}`} size={size} />
}

export function SocialIcon({ platform, ...props }: IconProps & { platform: SocialPlatform }) {
  return <LineIcon name={platform} {...props} size={props.size ?? 20} />
}
