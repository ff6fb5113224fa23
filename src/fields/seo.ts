import type { GroupField } from 'payload'

/** Search-engine title and description per language; the page's own title is used when empty. */
export const seoField: GroupField = {
  name: 'meta',
  type: 'group',
  label: { en: 'Search engines and sharing', ar: 'محركات البحث والمشاركة' },
  fields: [
    {
      name: 'title',
      type: 'text',
      localized: true,
      maxLength: 70,
      label: { en: 'Title', ar: 'العنوان' },
    },
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      maxLength: 170,
      label: { en: 'Description', ar: 'الوصف' },
    },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      label: { en: 'Sharing image', ar: 'صورة المشاركة' },
    },
  ],
}
