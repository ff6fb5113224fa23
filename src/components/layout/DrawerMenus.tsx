import type { MenuItem, SiteMenu } from '@/content/types'
import { Link } from '@/i18n/navigation'

/** A site path (/p/airport-guide) goes through the localized Link; anything else is a plain <a>. */
const isSitePath = (link: string) => link.startsWith('/') && !link.startsWith('//')

function MenuLink({ item, newTabHint }: { item: MenuItem; newTabHint: string }) {
  const newTab = item.blank ? ({ target: '_blank', rel: 'noopener noreferrer' } as const) : {}
  const label = (
    <>
      {item.name}
      {item.blank ? <span className="visually-hidden"> {newTabHint}</span> : null}
    </>
  )
  return isSitePath(item.link) ? (
    <Link href={item.link} {...newTab}>
      {label}
    </Link>
  ) : (
    <a href={item.link} {...newTab}>
      {label}
    </a>
  )
}

/** The menus edited in the back office, each a heading with its links; none renders nothing. */
export function DrawerMenus({ menus, newTabHint }: { menus: SiteMenu[]; newTabHint: string }) {
  return menus
    .filter((menu) => menu.items.length > 0)
    .map((menu) => (
      <div key={menu.id} className="drawer-group">
        <h3>{menu.name}</h3>
        <ul className="drawer-list">
          {menu.items.map((item, index) => (
            <li key={`${index}-${item.link}`}>
              <MenuLink item={item} newTabHint={newTabHint} />
            </li>
          ))}
        </ul>
      </div>
    ))
}
