import { SITE_CODES, SITES, type SiteCode } from '../../src/domain/site';
import type { CompetitionEntryTable, CompetitionTable, WorkshopSessionTable } from '../db/schema';
import type { SeedProject } from './projects';
import { createRandom } from './random';
import type { SeedStore } from './stores';

/**
 * The Makerhub's workshop sessions and competitions (spec §1 Community area). Sessions run from late April
 * to August 2027, when neither country keeps daylight saving, so each store's standard offset gives its
 * local start time exactly; they stay ahead of the server clock until then. Competitions: open ones closing
 * in 2027 and closed ones from 2026 with their winners among the seeded entries.
 */
const FIRST_WEEK = Date.UTC(2027, 3, 19); // a Monday
const DAY = 86_400_000;
const WEEK = 7 * DAY;
const SESSIONS_PER_WORKSHOP = 4;
/** When these rows were written: competitions closed before it have winners. */
const WRITTEN_AT = Date.UTC(2026, 10, 2);

/** Each state's zone and its standard offset from UTC in minutes. */
const ZONES: Readonly<Record<string, readonly [string, number]>> = {
  NSW: ['Australia/Sydney', 600], ACT: ['Australia/Sydney', 600], VIC: ['Australia/Melbourne', 600], TAS: ['Australia/Hobart', 600],
  QLD: ['Australia/Brisbane', 600], SA: ['Australia/Adelaide', 570], NT: ['Australia/Darwin', 570], WA: ['Australia/Perth', 480],
};
const zoneOf = (store: SeedStore): readonly [string, number] => (store.country === 'NZ' ? ['Pacific/Auckland', 720] : (ZONES[store.state] ?? ['Australia/Sydney', 600]));

export function buildWorkshopSessions(projects: readonly SeedProject[], stores: readonly SeedStore[], seed?: number): WorkshopSessionTable[] {
  const random = createRandom(seed).fork('workshop-sessions');
  const sessions: WorkshopSessionTable[] = [];
  for (const site of SITE_CODES) {
    const { brand, country } = SITES[site];
    const siteStores = stores.filter((s) => s.brand === brand && s.country === country);
    projects.filter((p) => p.site === site && p.kind === 'workshop').forEach((workshop, i) => {
      for (let n = 0; n < SESSIONS_PER_WORKSHOP; n++) {
        const store = siteStores[(i * 7 + n * 13) % siteStores.length]!;
        const [timeZone, offset] = zoneOf(store);
        // Saturday mornings and Thursday evenings, store time.
        const saturday = (i + n) % 2 === 0;
        const day = FIRST_WEEK + (n * 3 + i) * WEEK + (saturday ? 5 : 3) * DAY;
        const localMinutes = saturday ? 10 * 60 : 18 * 60;
        sessions.push({
          id: `${site}-${workshop.slug}-${n + 1}`,
          site,
          workshop_slug: workshop.slug,
          store_key: store.store_key,
          starts_at: day + (localMinutes - offset) * 60_000,
          duration_minutes: saturday ? 180 : 120,
          places: random.int(6, 12),
          time_zone: timeZone,
        });
      }
    });
  }
  return sessions;
}

interface CompetitionIdea {
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  readonly prize: string;
  readonly closesAt: string;
  /** Entries seeded with it: the first three win, in order, once it has closed. */
  readonly entries: readonly string[];
}

const JC_COMPETITIONS: readonly CompetitionIdea[] = [
  {
    slug: 'reuse-and-repair', title: 'Reuse and Repair', closesAt: '2027-02-28T13:00:00Z', prize: 'Three $250 gift cards',
    summary: 'Give an old device a second life: fix it, gut it or turn it into something new. Tell us what it was and what it is now.',
    entries: ['Turned a dead bread maker into a reflow oven for my SMD boards, with a thermocouple and a relay board.', 'Replaced the swollen battery and cracked USB port on my old tablet; it is now the kitchen recipe screen.'],
  },
  {
    slug: 'tiny-robots', title: 'Tiny Robots', closesAt: '2027-06-30T14:00:00Z', prize: 'A robotics kit bundle and a $150 gift card',
    summary: 'Build a robot that fits in a coffee mug. Wheels, legs or tracks: anything goes as long as it moves by itself.',
    entries: ['A two-servo walker driven by a small board, with a distance sensor so it stops before the edge of the desk.'],
  },
  {
    slug: 'festive-lights', title: 'Festive Lights', closesAt: '2026-01-10T13:00:00Z', prize: 'Three $200 gift cards',
    summary: 'Show us your most inventive Christmas lighting build, from a single ornament to the whole front yard.',
    entries: [
      'A 300-pixel tree that plays a light show synced to carols over Wi-Fi, all on a single board and a 20 A supply.',
      'Coin-cell stars for every kid in my daughter\'s class: 28 soldered in one weekend.',
      'Motion-sensing porch lights that wave back when the neighbours walk past.',
      'A snow globe with an addressable LED ring and a tilt switch that starts the flurry.',
      'Solar fairy lights on the chook shed with a light sensor so they only run after dark.',
    ],
  },
  {
    slug: 'weather-station-challenge', title: 'Weather Station Challenge', closesAt: '2026-07-31T14:00:00Z', prize: 'A bench multimeter and a $100 gift card',
    summary: 'Measure the weather where you live and share the data: accuracy, battery life and enclosure design all count.',
    entries: [
      'A solar-powered station on the fence logging wind, rain and pressure every minute to a dashboard for our street.',
      'A 3D-printed Stevenson screen with a calibrated sensor; it matched the bureau within half a degree over a month.',
      'Runs a whole winter on two AA cells by sleeping between readings and sending them over LoRa.',
      'A rain gauge from a tipping-bucket toilet cistern part and a reed switch.',
    ],
  },
];

const RTM_COMPETITIONS: readonly CompetitionIdea[] = [
  {
    slug: 'best-campsite-power', title: 'Best Campsite Power Setup', closesAt: '2027-03-31T13:00:00Z', prize: 'A 100 Ah lithium battery',
    summary: 'Show us the power setup that keeps your fridge cold and your lights on off the grid: batteries, solar and wiring.',
    entries: ['Twin 200 W blankets, an MPPT and a DC-DC charger in a canopy box; the fridge has not missed a beat in five trips.'],
  },
  {
    slug: 'road-trip-gadget', title: 'Road Trip Gadget', closesAt: '2026-09-30T14:00:00Z', prize: 'Three $200 gift cards',
    summary: 'The gadget you built or fitted that made your last road trip better.',
    entries: [
      'A reversing camera on the caravan with a wireless link, wired through the seven-pin plug.',
      'A voltage and current display for the auxiliary battery mounted in the dash blank.',
      'A 12 V coffee grinder mount for the tailgate, fused and switched properly.',
      'LED strip lighting under the awning with a dimmer and a motion sensor for midnight trips.',
    ],
  },
];

const AUTHORS = ['Priya S.', 'Tom W.', 'Mere K.', 'Liam O.', 'Aroha T.', 'Chen L.', 'Jess M.', 'Sam R.', 'Nadia F.', 'Ben H.'];

export function buildCompetitions(): { competitions: CompetitionTable[]; entries: CompetitionEntryTable[] } {
  const competitions: CompetitionTable[] = [];
  const entries: CompetitionEntryTable[] = [];
  for (const site of SITE_CODES as readonly SiteCode[]) {
    const ideas = SITES[site].brand === 'rtm' ? RTM_COMPETITIONS : JC_COMPETITIONS;
    ideas.forEach((idea, c) => {
      const id = `${site}-${idea.slug}`;
      const closesAt = Date.parse(idea.closesAt);
      competitions.push({ id, site, slug: idea.slug, title: idea.title, summary: idea.summary, prize: idea.prize, closes_at: closesAt });
      // The ones that had closed when the seed was written have their winners chosen.
      const closed = closesAt < WRITTEN_AT;
      idea.entries.forEach((text, e) => {
        entries.push({
          id: `${id}-seed-${e + 1}`,
          competition_id: id,
          customer_id: null,
          author_name: AUTHORS[(c * 3 + e) % AUTHORS.length]!,
          text,
          photo_file: null,
          winner_rank: closed && e < 3 ? e + 1 : null,
          // Entered over the weeks before it closed (or before the seed's week for an open one).
          created_at: Math.min(closesAt, WRITTEN_AT) - (idea.entries.length - e) * 4 * DAY,
        });
      });
    });
  }
  return { competitions, entries };
}
