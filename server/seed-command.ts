import { openDatabase } from './db/database';
import { exclusively } from './db/unit-of-work';
import { settingsFromEnv } from './composition/settings';
import { seedDatabase } from './seed';

/**
 * `npm run seed`: seeds the database the shop would open (DATABASE_URL, else the SQLite file under DATA_DIR), or
 * brings an older seed up to the current one, as the shop's start does; never while another instance seeds it.
 */
const read = settingsFromEnv(process.env);
if (!read.ok) {
  for (const message of read.messages) console.error(message);
  process.exit(1);
}
const database = await openDatabase(read.settings.databaseTarget);
try {
  console.log(await exclusively(database.db, 'seed', () => seedDatabase(database)));
} finally {
  await database.close();
}
