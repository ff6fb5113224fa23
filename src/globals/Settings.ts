import type { GlobalConfig } from 'payload'

import { publicContent } from '@/access/publicContent'
import { isAdmin, isAdminField } from '@/access/isAdmin'
import { revalidateGlobalAfterChange } from '@/content/revalidate'
import { SOCIAL_PLATFORMS } from '@/content/types'
import { DATA_GROUP } from '../collections/dataGroup'
import { DISPLAY_CURRENCIES, type DisplayCurrency } from '@/booking/displayCurrency'
import { DEFAULT_POLICY, isPolicyValue, POLICY_BOUNDS, type Policy } from '@/booking/policy'
import { DISPATCH_DEFAULTS } from '@/fleet/conflicts'

const CURRENCY_NAMES_AR: Record<DisplayCurrency, string> = {
  USD: 'دولار أمريكي',
  EUR: 'يورو',
  GBP: 'جنيه إسترليني',
}

/** A rate is a whole number of piasters above zero, or empty (that currency is not offered). */
const validateRate = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'number' && Number.isSafeInteger(value) && value > 0)
    ? true
    : 'A whole number of piasters above zero, or empty.'

/** Rates are shown with their date: a rate without one is refused. */
const validateRatesDate = (value: unknown, { siblingData }: { siblingData: unknown }) => {
  const rates = (siblingData ?? {}) as Record<string, unknown>
  const anyRate = DISPLAY_CURRENCIES.some((currency) => rates[currency.toLowerCase()] != null)
  return !anyRate || value ? true : 'Give the date of these rates.'
}

/**
 * One figure of the operational policy (decision 0180): required, its default the terms' figure,
 * refused outside its bounds (`POLICY_BOUNDS`, the same the readers hold it to).
 */
const policyField = (
  name: Exclude<keyof Policy, 'refundBankChargePercent'>,
  label: { en: string; ar: string },
) => ({
  name,
  type: 'number' as const,
  required: true,
  defaultValue: DEFAULT_POLICY[name],
  min: POLICY_BOUNDS[name].min,
  max: POLICY_BOUNDS[name].max,
  validate: (value: unknown) =>
    isPolicyValue(name, value)
      ? true
      : `A whole number from ${POLICY_BOUNDS[name].min} to ${POLICY_BOUNDS[name].max}.`,
  label,
})

/** Brand, contact and business settings (decisions.md); GET /api/setting returns the public part. */
export const Settings: GlobalConfig = {
  slug: 'settings',
  label: { en: 'Settings', ar: 'الإعدادات' },
  admin: { group: DATA_GROUP },
  access: {
    read: publicContent,
    update: isAdmin,
  },
  hooks: { afterChange: [revalidateGlobalAfterChange] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: { en: 'Brand and contact', ar: 'العلامة والتواصل' },
          fields: [
            {
              name: 'siteName',
              type: 'text',
              required: true,
              localized: true,
              label: { en: 'Site name', ar: 'اسم الموقع' },
            },
            {
              name: 'tagline',
              type: 'text',
              localized: true,
              label: { en: 'Tagline', ar: 'الشعار النصي' },
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'logo',
                  type: 'upload',
                  relationTo: 'media',
                  label: { en: 'Logo (optional)', ar: 'الشعار (اختياري)' },
                },
                {
                  name: 'cardProviderLogo',
                  type: 'upload',
                  relationTo: 'media',
                  label: { en: 'Card-payment provider logo', ar: 'شعار مزود الدفع بالبطاقة' },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'hotline',
                  type: 'text',
                  required: true,
                  label: { en: 'Hotline', ar: 'الخط الساخن' },
                },
                { name: 'landline', type: 'text', label: { en: 'Landline', ar: 'الهاتف الأرضي' } },
                { name: 'whatsapp', type: 'text', label: { en: 'WhatsApp', ar: 'واتساب' } },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'email', type: 'email', label: { en: 'Email', ar: 'البريد الإلكتروني' } },
                {
                  name: 'workingHours',
                  type: 'text',
                  localized: true,
                  label: { en: 'Working hours', ar: 'ساعات العمل' },
                },
              ],
            },
            {
              name: 'address',
              type: 'textarea',
              localized: true,
              label: { en: 'Address', ar: 'العنوان' },
            },
            {
              name: 'mapUrl',
              type: 'text',
              label: { en: 'Map link of the address', ar: 'رابط العنوان على الخريطة' },
            },
            {
              name: 'social',
              type: 'array',
              label: { en: 'Social links', ar: 'روابط التواصل الاجتماعي' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'platform',
                      type: 'select',
                      required: true,
                      options: SOCIAL_PLATFORMS.map((value) => ({ value, label: value })),
                      label: { en: 'Platform', ar: 'المنصة' },
                    },
                    {
                      name: 'url',
                      type: 'text',
                      required: true,
                      label: { en: 'Address', ar: 'الرابط' },
                      validate: (value: unknown) =>
                        typeof value === 'string' && /^https:\/\/\S+$/.test(value)
                          ? true
                          : 'Use a full https:// address.',
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          // The operational policy (decision 0180): the terms page, the booking screens, the
          // messages, the voucher, the self-cancel deadline and the driver's no-show rule read it.
          label: { en: 'Policy', ar: 'السياسة التشغيلية' },
          description: {
            en: 'One policy in both languages: the terms page, booking screens, messages, voucher and the driver’s no-show rule state these figures.',
            ar: 'سياسة واحدة باللغتين: تذكر صفحة الشروط وشاشات الحجز والرسائل والقسيمة وقاعدة عدم حضور الراكب هذه الأرقام.',
          },
          fields: [
            {
              type: 'row',
              fields: [
                policyField('freeWaitAirportMinutes', {
                  en: 'Free waiting at airports, minutes from the actual landing',
                  ar: 'الانتظار المجاني في المطارات بالدقائق من موعد الهبوط الفعلي',
                }),
                policyField('freeWaitElsewhereMinutes', {
                  en: 'Free waiting elsewhere, minutes after the booked time',
                  ar: 'الانتظار المجاني في غير المطارات بالدقائق بعد الموعد المحدد',
                }),
              ],
            },
            policyField('waitingHourPiasters', {
              en: 'Waiting after the free time, piasters per hour (10000 = EGP 100)',
              ar: 'الانتظار بعد الوقت المجاني بالقروش لكل ساعة (10000 = 100 جنيه)',
            }),
            {
              type: 'row',
              fields: [
                policyField('detourKm', {
                  en: 'A detour or extra stop up to (km)',
                  ar: 'تغيير المسار أو التوقف الإضافي حتى (كم)',
                }),
                policyField('detourPiasters', {
                  en: '... costs, in piasters (10000 = EGP 100)',
                  ar: '... يكلف بالقروش (10000 = 100 جنيه)',
                }),
              ],
            },
            policyField('freeCancelHours', {
              en: 'Free cancellation until this many hours before the pickup',
              ar: 'الإلغاء المجاني حتى هذا العدد من الساعات قبل موعد الاستلام',
            }),
          ],
        },
        {
          // When a driver or vehicle is busy (decision 0185): a leg holds them from its pickup for
          // the route's drive (its price list's, else this one) and the margin.
          label: { en: 'Dispatch', ar: 'الإسناد' },
          description: {
            en: 'A leg keeps its driver and vehicle busy from the pickup for the drive and the margin; the dispatch refuses a second leg in that time unless staff override it with a reason.',
            ar: 'تبقى الرحلة مشغولةً بسائقها ومركبتها من موعد الاستلام طوال مدة القيادة والهامش؛ ويرفض الإسناد رحلةً ثانية في هذا الوقت ما لم يتجاوز الموظف ذلك مع ذكر السبب.',
          },
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'dispatchDriveMinutes',
                  type: 'number',
                  required: true,
                  defaultValue: DISPATCH_DEFAULTS.driveMinutes,
                  min: 10,
                  max: 1440,
                  admin: { step: 5 },
                  label: {
                    en: 'A leg’s drive, minutes (where its price list says nothing)',
                    ar: 'مدة القيادة بالدقائق (إن لم تذكرها قائمة أسعار المسار)',
                  },
                },
                {
                  name: 'dispatchMarginMinutes',
                  type: 'number',
                  required: true,
                  defaultValue: DISPATCH_DEFAULTS.marginMinutes,
                  min: 0,
                  max: 600,
                  admin: { step: 5 },
                  label: {
                    en: 'Margin after each leg, minutes',
                    ar: 'الهامش بعد كل رحلة بالدقائق',
                  },
                },
              ],
            },
          ],
        },
        {
          label: { en: 'Home slider', ar: 'شرائح الرئيسية' },
          fields: [
            {
              name: 'sliderVisible',
              type: 'checkbox',
              defaultValue: true,
              label: { en: 'Show the slider', ar: 'إظهار الشرائح' },
            },
            {
              name: 'sliderInterval',
              type: 'number',
              required: true,
              defaultValue: 5000,
              min: 0,
              max: 60000,
              label: {
                en: 'Slide interval in milliseconds (0: no automatic change, no controls)',
                ar: 'المدة بين الشرائح بالمللي ثانية (0: بلا تبديل تلقائي ولا أزرار)',
              },
            },
          ],
        },
        {
          label: { en: 'Bookings', ar: 'الحجوزات' },
          fields: [
            {
              name: 'minLeadHours',
              type: 'number',
              required: true,
              defaultValue: 12,
              min: 0,
              max: 168,
              label: {
                en: 'Minimum hours between booking and pickup',
                ar: 'أقل عدد ساعات بين الحجز وموعد الاستلام',
              },
            },
            {
              name: 'cashEnabled',
              type: 'checkbox',
              defaultValue: true,
              label: {
                en: 'Accept cash payment (where the region allows it)',
                ar: 'قبول الدفع نقدًا (حيث تسمح المنطقة)',
              },
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'cardPaymentMinutes',
                  type: 'number',
                  required: true,
                  defaultValue: 30,
                  min: 5,
                  max: 1440,
                  label: {
                    en: 'Minutes to pay a card booking before it expires',
                    ar: 'دقائق سداد حجز البطاقة قبل انتهاء صلاحيته',
                  },
                },
                {
                  name: 'paymentLinkHours',
                  type: 'number',
                  required: true,
                  defaultValue: 48,
                  min: 1,
                  max: 720,
                  label: {
                    en: 'Hours a new payment link stays open',
                    ar: 'عدد ساعات صلاحية رابط الدفع الجديد',
                  },
                },
              ],
            },
            {
              // Manage my booking (issue 32; decision 0145).
              type: 'row',
              fields: [
                {
                  name: 'selfServiceChangeHours',
                  type: 'number',
                  required: true,
                  defaultValue: 24,
                  min: 0,
                  max: 168,
                  label: {
                    en: 'Customers may change a leg until this many hours before its pickup',
                    ar: 'يمكن للعميل تعديل الرحلة حتى هذا العدد من الساعات قبل موعد الاستلام',
                  },
                },
                {
                  name: 'refundBankChargePercent',
                  type: 'number',
                  required: true,
                  defaultValue: 0,
                  min: 0,
                  max: 100,
                  label: {
                    en: 'Bank charge kept from a customer’s own cancellation refund (%)',
                    ar: 'رسوم البنك المخصومة من استرداد إلغاء العميل (٪)',
                  },
                },
              ],
            },
            {
              // Prices in the visitor's currency (issue 32; decision 0135): approximate only.
              name: 'displayRates',
              type: 'group',
              label: {
                en: 'Display currencies (approximate prices beside EGP; charges are always EGP)',
                ar: 'عملات العرض (أسعار تقريبية بجانب الجنيه؛ الدفع دائمًا بالجنيه المصري)',
              },
              fields: [
                {
                  type: 'row',
                  fields: DISPLAY_CURRENCIES.map((currency) => ({
                    name: currency.toLowerCase(),
                    type: 'number' as const,
                    min: 1,
                    validate: validateRate,
                    label: {
                      en: `Piasters per 1 ${currency} (e.g. 4950 for 49.50 EGP; empty: not offered)`,
                      ar: `عدد القروش مقابل ١ ${CURRENCY_NAMES_AR[currency]} (مثل 4950 لـ 49.50 جنيهًا؛ فارغ: لا يُعرض)`,
                    },
                  })),
                },
                {
                  name: 'date',
                  type: 'date',
                  validate: validateRatesDate,
                  admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } },
                  label: {
                    en: 'Date of these rates (shown to visitors)',
                    ar: 'تاريخ هذه الأسعار (يظهر للزوار)',
                  },
                },
              ],
            },
            {
              name: 'staffEmail',
              type: 'email',
              label: {
                en: 'Staff email for new bookings and contact messages (not public)',
                ar: 'بريد الموظفين للحجوزات الجديدة ورسائل التواصل (غير علني)',
              },
              access: { read: isAdminField },
            },
          ],
        },
      ],
    },
  ],
}
