import { type CountryCode, SITE_CODES, SITES, type SiteCode, timeZoneOf } from '../../src/domain/site';
import type { CompetitionEntryTable, CompetitionTable, WorkshopSessionTable } from '../db/schema';
import type { SeedProject } from './projects';
import { createRandom } from './random';
import type { SeedStore } from './stores';

/**
 * The Makerhub's workshop sessions and competitions (spec §1 Community area), dated from when the seed is
 * written: sessions start two weeks later and run over the following months, at each store's own clock (its
 * time zone, daylight saving included); competitions close some weeks ahead (open) or closed some weeks
 * before (with their winners among the seeded entries). A database keeps its dates until it is reseeded.
 */
const DAY = 86_400_000;
const WEEK = 7 * DAY;
const SESSIONS_PER_WORKSHOP = 4;

/** Midnight UTC of the Monday on or after the instant. */
function mondayOnOrAfter(instant: number): number {
  const midnight = Math.floor(instant / DAY) * DAY;
  const weekday = new Date(midnight).getUTCDay(); // 0 Sunday … 6 Saturday
  return midnight + ((8 - weekday) % 7) * DAY;
}

/** Minutes the zone is ahead of UTC at the instant. */
function offsetMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-AU', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return (Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute')) - Math.floor(instant / 60_000) * 60_000) / 60_000;
}

/** The instant a local wall-clock time on a day (given as its UTC midnight) happens in the zone. */
export function zonedInstant(dayMidnightUtc: number, localMinutes: number, timeZone: string): number {
  const asIfUtc = dayMidnightUtc + localMinutes * 60_000;
  const first = asIfUtc - offsetMinutes(asIfUtc, timeZone) * 60_000;
  return asIfUtc - offsetMinutes(first, timeZone) * 60_000;
}

const zoneOf = (store: SeedStore): string => timeZoneOf(store.country as CountryCode, store.state);

export function buildWorkshopSessions(
  projects: readonly SeedProject[],
  stores: readonly SeedStore[],
  writtenAt: number,
  seed?: number,
): WorkshopSessionTable[] {
  const firstWeek = mondayOnOrAfter(writtenAt + 2 * WEEK);
  const random = createRandom(seed).fork('workshop-sessions');
  const sessions: WorkshopSessionTable[] = [];
  for (const site of SITE_CODES) {
    const { brand, country } = SITES[site];
    const siteStores = stores.filter((s) => s.brand === brand && s.country === country);
    projects
      .filter((p) => p.site === site && p.kind === 'workshop')
      .forEach((workshop, i) => {
        for (let n = 0; n < SESSIONS_PER_WORKSHOP; n++) {
          const store = siteStores[(i * 7 + n * 13) % siteStores.length]!;
          const timeZone = zoneOf(store);
          // Saturday mornings and Thursday evenings, store time.
          const saturday = (i + n) % 2 === 0;
          const day = firstWeek + (n * 3 + i) * WEEK + (saturday ? 5 : 3) * DAY;
          const localMinutes = saturday ? 10 * 60 : 18 * 60;
          sessions.push({
            id: `${site}-${workshop.slug}-${n + 1}`,
            site,
            workshop_slug: workshop.slug,
            store_key: store.store_key,
            starts_at: zonedInstant(day, localMinutes, timeZone),
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
  /** Days from the seed's writing to its close: ahead for an open one, behind (negative) for a closed one. */
  readonly closesInDays: number;
  /** Entries seeded with it: the first three win, in order, once it has closed. */
  readonly entries: readonly string[];
}

const JC_COMPETITIONS: readonly CompetitionIdea[] = [
  {
    slug: 'reuse-and-repair',
    title: 'Reuse and Repair',
    closesInDays: 95,
    prize: 'Three $250 gift cards',
    summary: 'Give an old device a second life: fix it, gut it or turn it into something new. Tell us what it was and what it is now.',
    entries: [
      'Turned a dead bread maker into a reflow oven for my SMD boards, with a thermocouple and a relay board.',
      'Replaced the swollen battery and cracked USB port on my old tablet; it is now the kitchen recipe screen.',
    ],
  },
  {
    slug: 'tiny-robots',
    title: 'Tiny Robots',
    closesInDays: 217,
    prize: 'A robotics kit bundle and a $150 gift card',
    summary: 'Build a robot that fits in a coffee mug. Wheels, legs or tracks: anything goes as long as it moves by itself.',
    entries: ['A two-servo walker driven by a small board, with a distance sensor so it stops before the edge of the desk.'],
  },
  {
    slug: 'festive-lights',
    title: 'Festive Lights',
    closesInDays: -319,
    prize: 'Three $200 gift cards',
    summary: 'Show us your most inventive Christmas lighting build, from a single ornament to the whole front yard.',
    entries: [
      'A 300-pixel tree that plays a light show synced to carols over Wi-Fi, all on a single board and a 20 A supply.',
      "Coin-cell stars for every kid in my daughter's class: 28 soldered in one weekend.",
      'Motion-sensing porch lights that wave back when the neighbours walk past.',
      'A snow globe with an addressable LED ring and a tilt switch that starts the flurry.',
      'Solar fairy lights on the chook shed with a light sensor so they only run after dark.',
    ],
  },
  {
    slug: 'weather-station-challenge',
    title: 'Weather Station Challenge',
    closesInDays: -117,
    prize: 'A bench multimeter and a $100 gift card',
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
    slug: 'best-campsite-power',
    title: 'Best Campsite Power Setup',
    closesInDays: 126,
    prize: 'A 100 Ah lithium battery',
    summary: 'Show us the power setup that keeps your fridge cold and your lights on off the grid: batteries, solar and wiring.',
    entries: ['Twin 200 W blankets, an MPPT and a DC-DC charger in a canopy box; the fridge has not missed a beat in five trips.'],
  },
  {
    slug: 'road-trip-gadget',
    title: 'Road Trip Gadget',
    closesInDays: -56,
    prize: 'Three $200 gift cards',
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

export function buildCompetitions(writtenAt: number): { competitions: CompetitionTable[]; entries: CompetitionEntryTable[] } {
  const competitions: CompetitionTable[] = [];
  const entries: CompetitionEntryTable[] = [];
  for (const site of SITE_CODES as readonly SiteCode[]) {
    const ideas = SITES[site].brand === 'rtm' ? RTM_COMPETITIONS : JC_COMPETITIONS;
    ideas.forEach((idea, c) => {
      const id = `${site}-${idea.slug}`;
      // Entries close at the end of the day, eastern Australian time (13:00 UTC).
      const closesAt = Math.floor(writtenAt / DAY) * DAY + idea.closesInDays * DAY + 13 * 3_600_000;
      competitions.push({ id, site, slug: idea.slug, title: idea.title, summary: idea.summary, prize: idea.prize, closes_at: closesAt });
      // The ones that had closed when the seed was written have their winners chosen.
      const closed = closesAt < writtenAt;
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
          created_at: Math.min(closesAt, writtenAt) - (idea.entries.length - e) * 4 * DAY,
        });
      });
    });
  }
  return { competitions, entries };
}
