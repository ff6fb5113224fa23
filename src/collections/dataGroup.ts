/**
 * The one admin group of every Payload collection and global: the staff menu shows the desk's
 * screens first (src/backoffice/screens/StaffNav.tsx), then Payload's raw data under "Data"
 * (decision 0128).
 */
export const DATA_GROUP = { en: 'Data', ar: 'البيانات' }
