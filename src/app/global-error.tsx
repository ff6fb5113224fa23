'use client'

/**
 * Last resort when the error page itself fails (the root layout broke): no layout, no message
 * catalogue is available here, so the text is shown in both languages.
 */
export default function GlobalError() {
  return (
    <html lang="en" dir="ltr">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem', textAlign: 'center' }}>
        <h1>An error occurred while showing the error page</h1>
        <p lang="ar" dir="rtl">
          حدث خطأ أثناء عرض صفحة الخطأ
        </p>
        <p>
          {/* A full page load on purpose: the client app is what just failed. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/">Go back home</a> ·{' '}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/ar">العودة إلى الرئيسية</a>
        </p>
      </body>
    </html>
  )
}
