import { openDatabase } from './db/database';
import { latestMigration } from './db/migrations';
import { settingsFromEnv } from './composition/settings';

/**
 * `npm run migrate`: brings the database the shop would open (DATABASE_URL, else the SQLite file under DATA_DIR)
 * up to date and says where it stands. The shop does the same at every start; this is for a deploy that migrates
 * before it starts new instances.
 */
const read = settingsFromEnv(process.env);
if (!read.ok) {
  for (const message of read.messages) console.error(message);
  process.exit(1);
}
const database = await openDatabase(read.settings.databaseTarget);
console.log(`${database.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'} database up to date: ${latestMigration(database.dialect)}`);
await database.close();
