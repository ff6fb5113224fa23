import { ensureDatabase, startDatabaseServer, type DatabaseServer } from './database'

/**
 * The database a local command runs against. With DATABASE_URL set, that database as it is;
 * otherwise a database named `database` on the embedded server `.data/<cluster>`.
 * Development (schema push) and production-mode runs (migrations) use different clusters,
 * because a pushed database makes `payload migrate` stop at a prompt.
 */
export async function localDatabase(
  cluster: string,
  database: string,
  defaultPort: number,
): Promise<{ server: DatabaseServer; url: string }> {
  if (process.env.DATABASE_URL) {
    const server = await startDatabaseServer(cluster, defaultPort)
    return { server, url: process.env.DATABASE_URL }
  }
  const server = await startDatabaseServer(cluster, defaultPort)
  const url = await ensureDatabase(server.serverUrl, database)
  return { server, url }
}
