import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/database';
import { seedDatabase } from '../../server/seed';
import { startPostgresCluster } from './postgres-cluster';
import { SEED_DATABASE } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The loopback port of the run's PostgreSQL cluster (vitest.postgres.config.ts). */
    postgresPort: number;
  }
}

/**
 * The PostgreSQL suite's cluster: started once for the run, with one seeded database every test server copies
 * (CREATE DATABASE … TEMPLATE, a file copy, far cheaper than seeding again), stopped at the end.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const cluster = await startPostgresCluster();
  try {
    const admin = new pg.Client({ connectionString: cluster.urlOf('postgres') });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${SEED_DATABASE}`);
    await admin.end();
    const database = await openDatabase(cluster.urlOf(SEED_DATABASE));
    await seedDatabase(database);
    await database.close();
  } catch (error) {
    cluster.stop();
    throw error;
  }
  project.provide('postgresPort', cluster.port);
  return () => cluster.stop();
}
