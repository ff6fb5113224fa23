// @ts-check
/**
 * The boundaries `npm run lint` keeps (`npm run lint:deps`; docs/decisions.md, "Boundaries the
 * linter keeps"). Paths are regular expressions on paths from the repository root; npm packages
 * resolve to `node_modules/<name>/...`.
 */

/**
 * The pure cores: rules and shapes with no framework, tested without a server. The top-level files
 * of each domain folder (its `operations/` work on Payload; of `documents/`, only the voucher's and
 * the calendar's text are pure); `src/payments` is matched before it exists, so its core is held
 * from its first file.
 */
const CORES = [
  '^src/booking/[^/]+\\.ts$',
  '^src/booking/documents/(calendar|voucher)\\.ts$',
  // The reservation's lifecycle (decision 0184): pure, beside the booking's other rules.
  '^src/booking/lifecycle/[^/]+\\.ts$',
  '^src/accounts/[^/]+\\.ts$',
  '^src/contact/[^/]+\\.ts$',
  '^src/payments/[^/]+\\.ts$',
  '^src/backoffice/[^/]+\\.ts$',
  '^src/manage/[^/]+\\.ts$',
  '^src/tripday/[^/]+\\.ts$',
  '^src/fleet/[^/]+\\.ts$',
  '^src/reviews/[^/]+\\.ts$',
  '^src/audit/diff\\.ts$',
  '^src/notifications/templates/',
  '^src/lib/',
  // `translate`: the catalogues formatted by use-intl's framework-free core; the numerals, the
  // bidi isolates and the short digest.
  '^src/i18n/(locales|messageKeys|messages|numerals|textDirection|digest)\\.ts$',
]

/** What a core may import from the repository: other cores and the message catalogues (types). */
const CORE_LOCAL_ALLOWED = [...CORES, '^messages/[^/]+\\.json$']

/** The framework: Next.js, next-intl, Payload and its plugins, React. */
const FRAMEWORK = [
  '(^|/)node_modules/(next|next-intl|payload|react|react-dom)/',
  '(^|/)node_modules/@(payloadcms|next)/',
  // Names left as written when they cannot be resolved.
  '^(next|next-intl|payload|react|react-dom|@payloadcms/[^/]+|@next/[^/]+|@payload-config)(/|$)',
]

/** Plain libraries a core may use, besides node built-ins. A new one is added here on purpose. */
const CORE_PACKAGES_ALLOWED = ['(^|/)node_modules/(zod|libphonenumber-js|use-intl)/']

const NPM = [
  'npm',
  'npm-dev',
  'npm-optional',
  'npm-peer',
  'npm-bundled',
  'npm-no-pkg',
  'npm-unknown',
]

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'core-no-framework',
      severity: 'error',
      comment:
        'A pure core (top-level files of src/booking, src/accounts, src/contact, src/payments, ' +
        'src/backoffice, src/audit/diff.ts; ' +
        'the voucher and calendar text; notification templates; src/lib; i18n locales, ' +
        'message keys, numerals, text direction and digest) imports no framework: not next, next-intl, payload, @payloadcms/*, ' +
        'react. Type-only imports count. Take plain data or a function argument instead; the ' +
        'operation beside the core talks to Payload.',
      from: { path: CORES },
      to: { path: FRAMEWORK },
    },
    {
      name: 'core-imports-only-cores',
      severity: 'error',
      comment:
        'A pure core imports only other cores, src/lib, src/i18n/locales.ts, ' +
        'src/i18n/messageKeys.ts, src/i18n/messages.ts, src/i18n/numerals.ts, ' +
        'src/i18n/textDirection.ts, src/i18n/digest.ts and messages/*.json: never ' +
        'src/payload-types.ts, @payload-config, src/http, src/infra, an operations/ folder, ' +
        'src/collections, src/app or components.',
      from: { path: CORES },
      to: {
        dependencyTypesNot: [...NPM, 'core'],
        pathNot: CORE_LOCAL_ALLOWED,
        couldNotResolve: false,
      },
    },
    {
      name: 'core-packages-allow-list',
      severity: 'error',
      comment:
        'A pure core uses only the plain libraries listed in CORE_PACKAGES_ALLOWED ' +
        '(.dependency-cruiser.mjs) and node built-ins. A new one is added there on purpose.',
      from: { path: CORES },
      to: {
        dependencyTypes: NPM,
        pathNot: [...CORE_PACKAGES_ALLOWED, ...FRAMEWORK],
        couldNotResolve: false,
      },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Modules under src/ form no import cycle (type-only imports count). Move the shared part ' +
        'into its own module that both import.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'src-not-to-tests-or-scripts',
      severity: 'error',
      comment: 'The application never imports the tests or the scripts; they import it.',
      from: { path: '^src/' },
      to: { path: '^(tests|scripts)/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment:
        'An import that resolves to nothing: a missing package or a wrong path (the @/* and ' +
        '@payload-config aliases come from tsconfig.json).',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules'] },
    moduleSystems: ['es6', 'cjs'],
    // `import type` is a dependency too: a core that names Payload's types depends on Payload.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
}
