/**
 * The words the scale fixture draws from (scripts/bench/scaleData.ts): Egyptian names in Arabic
 * and Latin letters, visitors' names, hotels and streets, airlines, customers' notes, the letters
 * of Egyptian plates. Comma-separated so a list reads as one paragraph.
 */
const list = (text: string) => text.split(',').map((word) => word.trim())

export const LATIN_FIRST = list(
  'Ahmed, Mohamed, Mahmoud, Omar, Youssef, Mostafa, Karim, Hassan, Hussein, Tarek, Amr, Sherif, ' +
    'Khaled, Ali, Ibrahim, Mina, Bishoy, Fady, Ramy, Hany, Sara, Mariam, Nour, Fatma, Aya, Salma, ' +
    'Yasmin, Dina, Heba, Mona, Rana, Nada, Reem, Marina, Habiba, Laila, Farida, Hana, Shaimaa, Noha',
)
export const LATIN_LAST = list(
  'Abdelrahman, El-Sayed, Mansour, Hassan, Farouk, Saleh, Fawzy, Ghoneim, Nassar, Shalaby, ' +
    'Hamdy, Kamel, Soliman, Youssef, Naguib, Girgis, Hanna, Aziz, El-Masry, Zaki, Badawi, ' +
    'Ramadan, Sabry, Ezzat, Fathy, Mahfouz, Wahba, Tawfik',
)
export const ARABIC_FIRST = list(
  'أحمد, محمد, محمود, عمر, يوسف, مصطفى, كريم, حسن, حسين, طارق, عمرو, شريف, خالد, علي, إبراهيم, ' +
    'مينا, سارة, مريم, نور, فاطمة, آية, سلمى, ياسمين, دينا, هبة, منى, رنا, ندى, ريم, حبيبة, ليلى, فريدة',
)
export const ARABIC_LAST = list(
  'عبد الرحمن, السيد, منصور, حسن, فاروق, صالح, فوزي, غنيم, نصار, شلبي, حمدي, كامل, سليمان, ' +
    'يوسف, نجيب, جرجس, حنا, عزيز, المصري, زكي, بدوي, رمضان',
)
/** Drivers: the first sixteen Arabic first names are men's. */
export const DRIVER_FIRST = ARABIC_FIRST.slice(0, 16)
export const VISITOR_NAMES = list(
  'John Smith, Emma Wilson, Hans Müller, Anna Schmidt, Marco Rossi, Giulia Bianchi, ' +
    'Pierre Dubois, Olga Ivanova, Dmitry Petrov, Fatima Al-Harbi, Abdullah Al-Qahtani, ' +
    'Maria Garcia, Lukas Novak, Sophie Martin, James Brown, Aisha Al-Mansoori',
)
export const EMAIL_DOMAINS = list('gmail.com, yahoo.com, hotmail.com, outlook.com, icloud.com')
/** Egypt's mobile networks: +20 10, 11, 12 and 15. */
export const EGYPT_MOBILE_PREFIXES = list('10, 11, 12, 15')
/** What customers type as the hotel or street of a place that is not an airport. */
export const HOTELS = list(
  'Marriott Mena House, Four Seasons Nile Plaza, Kempinski Nile Hotel, Sofitel Gezirah, ' +
    'Fairmont Nile City, Steigenberger Al Dau Beach, Hilton Hurghada Plaza, Sunrise Holidays, ' +
    'Four Seasons San Stefano, Steigenberger Cecil, Helnan Palestine, Rixos Alamein, ' +
    'Baron Palace Sahl Hasheesh, Movenpick El Gouna, فندق شيراتون, عمارة 12 شارع التسعين, ' +
    '15 شارع مصدق, Villa 7 Compound Mivida, Building 4 Street 9',
)
export const AIRLINES = list('MS, SM, NP, NE, EK, TK, QR, SV, LH, BA, FZ, G9, XY')
export const NOTES = list(
  'Child seat please, Two child seats for ages 2 and 5, Please call on arrival, ' +
    'Wheelchair user and help with the bags, رجاء كرسي أطفال, سيصل الطيران متأخرا ساعة, ' +
    'Meet at gate 2 with my name on a sign, Extra stop at the pharmacy on the way',
)
export const PAYMENT_LINK_DESCRIPTIONS = list(
  'Child seat, Extra waiting hour, Extra stop, مقعد أطفال',
)
export const CANCEL_REASONS = list('Customer asked to cancel, Flight cancelled, Duplicate booking')
export const PLATE_LETTERS = list('أ, ب, ج, د, ر, س, ص, ط, ع, ف, ق, ل, م, ن, هـ, و, ى')
