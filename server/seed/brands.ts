/**
 * Invented brand names (issue: brands are our own, not real trademarks), grouped by the kind of
 * goods a house or supplier brand would make. A leaf draws its brands from its kind's pool.
 */
import type { SpecKind } from './specs';

const MAKER = ['Kestrel Labs', 'Bitwright', 'Solderbird', 'Circuitwren', 'Protomoss', 'Voltlark', 'Nibbler Works', 'Gumtree Micro'];
const PARTS = ['Ohmbridge', 'Partsmith', 'Quill Components', 'Redgum Semi', 'Tessel', 'Anvil Passives'];
const TOOLS = ['Ironbark Tools', 'Tradecraft', 'Fettle', 'Brolga Pro', 'Torque & Tip'];
const TEST = ['Measurand', 'Probity', 'Vantage Test', 'Tracewell', 'Trueline Instruments'];
const POWER = ['Sunhaven', 'Amplitude Power', 'Cellmaster', 'Outback Volt', 'Kiwi Current', 'Duracore'];
const AUDIO = ['Bellbird Audio', 'Lyrebird Sound', 'Tidewater Acoustics', 'Decibelle', 'Stagecraft'];
const SECURE = ['Watchtower', 'Sentinel Home', 'Quoll Security', 'Lookout'];
const AUTO = ['Roadtrip', 'Dingo 12V', 'Trailhand', 'Redline Auto', 'Gibb River Gear'];
const MARINE = ['Saltline', 'Harbourmaster', 'Reefcraft', 'Coral Sea Marine'];
const LIGHT = ['Lumenwood', 'Firefly Lighting', 'Brightgum', 'Starpicket'];
const LEARN = ['Maker Academy', 'Tinkerwise', 'Little Boffin', 'Kookaburra Kits'];
const COMPUTE = ['Netwren', 'Byteport', 'Lanyard', 'Homebase Smart'];
// The house brand is named for the shop, never for its code.
const HOUSE = ['Jolt Essentials', 'Everyday Tech'];

export const BRAND_POOLS: Record<SpecKind, readonly string[]> = {
  board: MAKER,
  sbc: MAKER,
  module: MAKER,
  display: MAKER,
  sensor: MAKER,
  resistor: PARTS,
  capacitor: PARTS,
  semi: PARTS,
  switch: PARTS,
  motor: [...PARTS, ...MAKER.slice(0, 2)],
  solder: TOOLS,
  consumable: TOOLS,
  tool: TOOLS,
  powertool: TOOLS,
  storage: [...TOOLS, ...COMPUTE],
  meter: TEST,
  scope: TEST,
  psu: [...POWER, ...HOUSE],
  wire: [...PARTS, ...AUTO.slice(0, 2)],
  cable: [...COMPUTE, ...HOUSE],
  connector: PARTS,
  battery: POWER,
  charger: POWER,
  solar: POWER,
  inverter: POWER,
  audio: AUDIO,
  av: [...AUDIO, ...COMPUTE],
  camera: SECURE,
  security: SECURE,
  auto: AUTO,
  light: LIGHT,
  marine: MARINE,
  kit: LEARN,
  book: LEARN,
  network: COMPUTE,
  peripheral: [...COMPUTE, ...HOUSE],
  smart: COMPUTE,
  giftcard: HOUSE,
  drone: [...MAKER.slice(0, 3), ...AUDIO.slice(0, 1)],
  gadget: [...HOUSE, ...LEARN.slice(0, 2)],
};
