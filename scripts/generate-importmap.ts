/**
 * `npm run generate:importmap`: writes the admin's import map (src/app/(payload)/staff/importMap.js)
 * from the components the config names by path. Payload's own CLI command exited without writing
 * anything here (tsx loader), so this calls its generator directly and always rewrites the file.
 */
process.env.DISABLE_PAYLOAD_HMR = 'true'

const { generateImportMap } = await import('payload')
const { default: config } = await import('../src/payload.config')

await generateImportMap(await config, { force: true, log: true })
process.exit(0)

export {}
