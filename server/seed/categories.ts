import * as B from './range/boards';
import * as C from './range/components';
import * as H from './range/home';
import * as M from './range/maker';
import * as P from './range/power';
import * as S from './range/sensors';
import * as TC from './range/test-cables';
import * as T from './range/tools';
import * as V from './range/vehicle';
import type { Line, SpecKind } from './specs';

/**
 * The category tree (issue: >= 12 top categories with two levels of children). Names are our own
 * for a maker retailer. Each leaf says which brands make it (its kind), its price band in cents
 * (GST-inclusive AUD) and the product lines its products are drawn from.
 */
export type Focus = 'jc' | 'both' | 'rtm' | 'marine';

export interface LeafDef {
  readonly name: string;
  readonly kind: SpecKind;
  readonly price: readonly [number, number];
  readonly lines: readonly Line[];
  /** At most this many products (a sample of the lines' combinations, staples always kept). */
  readonly max?: number;
  /** Flags that raise a tag's odds in this leaf (spec §8 messages). */
  readonly bulky?: boolean;
  readonly dangerous?: boolean;
  readonly byMetre?: boolean;
  readonly giftCard?: boolean;
}

export interface GroupDef {
  readonly name: string;
  readonly leaves: readonly LeafDef[];
}

export interface TopDef {
  readonly name: string;
  /** Which brand's sites carry it: jc (jrau, jrnz), rtm (rtau), both, or marine (mostly rtau only). */
  readonly focus: Focus;
  readonly groups: readonly GroupDef[];
}

const leaf = (name: string, kind: SpecKind, price: readonly [number, number], lines: readonly Line[], flags: Partial<LeafDef> = {}): LeafDef => ({
  name,
  kind,
  price,
  lines,
  ...flags,
});

const GIFT_VALUES = [20, 25, 50, 100, 200, 250, 500];
const giftCard = (noun: string): Line[] => [
  { axes: [GIFT_VALUES.map((v) => ({ Value: `$${v}`, Validity: '3 years' }))], title: (s) => `${s.Value} ${noun}` },
];

export const TOP_CATEGORIES: readonly TopDef[] = [
  {
    name: 'Microcontrollers & Boards',
    focus: 'jc',
    groups: [
      {
        name: 'Development Boards',
        leaves: [
          leaf('Uno-compatible Boards', 'board', [1495, 4995], B.UNO),
          leaf('Nano-compatible Boards', 'board', [995, 3495], B.NANO),
          leaf('ESP32 & ESP8266 Boards', 'board', [795, 3995], B.ESP),
          leaf('RP2040, STM32 & Other Boards', 'board', [695, 6995], B.OTHER_BOARDS),
          leaf('Single Board Computers', 'sbc', [4995, 24995], B.SBC),
        ],
      },
      {
        name: 'Shields & Expansion',
        leaves: [
          leaf('Motor Shields', 'module', [995, 3495], B.MOTOR_SHIELDS),
          leaf('Prototyping Shields', 'module', [495, 1995], B.PROTO_SHIELDS),
          leaf('Display Shields', 'display', [1495, 4995], B.DISPLAY_SHIELDS),
        ],
      },
      {
        name: 'Programmers & Debuggers',
        leaves: [leaf('USB Programmers', 'module', [995, 4995], B.USB_PROGRAMMERS), leaf('Debug Probes', 'module', [1995, 14995], B.DEBUG_PROBES)],
      },
    ],
  },
  {
    name: 'Sensors & Modules',
    focus: 'jc',
    groups: [
      {
        name: 'Environmental Sensors',
        leaves: [
          leaf('Temperature & Humidity', 'sensor', [395, 2495], S.TEMPERATURE),
          leaf('Gas & Air Quality', 'sensor', [695, 4995], S.GAS),
          leaf('Light & Colour', 'sensor', [395, 1995], S.LIGHT_SENSORS),
          leaf('Soil & Water Sensors', 'sensor', [295, 3995], M.SOIL_WATER),
        ],
      },
      {
        name: 'Motion & Position',
        leaves: [
          leaf('Accelerometers & IMUs', 'sensor', [595, 3995], S.IMU),
          leaf('Distance & Proximity', 'sensor', [395, 4995], S.DISTANCE),
          leaf('GPS Modules', 'sensor', [1995, 6995], S.GPS),
        ],
      },
      {
        name: 'Electrical & Magnetic Sensors',
        leaves: [
          leaf('Hall Effect & Magnetic Sensors', 'sensor', [295, 2995], M.MAGNETIC),
          leaf('Current, Force & Load Sensors', 'sensor', [495, 3995], M.CURRENT_LOAD),
        ],
      },
      {
        name: 'Power & Motor Modules',
        leaves: [
          leaf('DC-DC Converters', 'module', [395, 4995], M.DC_DC),
          leaf('Motor Drivers', 'module', [395, 4995], M.MOTOR_DRIVERS),
          leaf('Charger & BMS Modules', 'module', [295, 2495], M.CHARGER_MODULES),
        ],
      },
      {
        name: 'Wireless & Interface Modules',
        leaves: [
          leaf('LoRa & Radio Modules', 'module', [495, 5995], M.LORA_RADIO),
          leaf('Bluetooth, Wi-Fi & Comms Modules', 'module', [595, 7995], M.COMMS_MODULES),
          leaf('RFID & NFC', 'module', [295, 4995], M.RFID),
          leaf('RTC, Storage & Interface Modules', 'module', [395, 2995], M.INTERFACE_MODULES),
          leaf('Audio Modules', 'module', [395, 3995], M.AUDIO_MODULES),
        ],
      },
      {
        name: 'Displays',
        leaves: [
          leaf('OLED Displays', 'display', [795, 2995], S.OLED),
          leaf('LCD & TFT Displays', 'display', [995, 6995], S.LCD),
          leaf('LED Matrix Displays', 'display', [995, 4995], S.MATRIX),
        ],
      },
    ],
  },
  {
    name: 'Components',
    focus: 'jc',
    groups: [
      {
        name: 'Passive Components',
        leaves: [
          leaf('Resistors', 'resistor', [50, 1995], C.RESISTORS),
          leaf('Capacitors', 'capacitor', [60, 2495], C.CAPACITORS),
          leaf('Potentiometers', 'resistor', [195, 1495], C.POTS),
          leaf('Inductors', 'capacitor', [195, 2495], M.INDUCTORS),
          leaf('Crystals & Oscillators', 'semi', [150, 1995], M.CRYSTALS),
        ],
      },
      {
        name: 'Semiconductors',
        leaves: [
          leaf('Transistors & MOSFETs', 'semi', [95, 1495], C.TRANSISTOR_LINES),
          leaf('Diodes', 'semi', [75, 1495], C.DIODE_LINES),
          leaf('LEDs', 'semi', [95, 1995], C.LEDS),
          leaf('Integrated Circuits', 'semi', [150, 2995], C.IC_LINES),
        ],
      },
      {
        name: 'Electromechanical',
        leaves: [
          leaf('Switches & Buttons', 'switch', [95, 2495], C.SWITCHES),
          leaf('Relays', 'switch', [295, 3995], C.RELAYS),
          leaf('DC Motors', 'motor', [295, 4995], C.DC_MOTORS),
          leaf('Servo Motors', 'motor', [495, 8995], C.SERVO_LINES),
          leaf('Stepper Motors', 'motor', [695, 14995], C.STEPPERS),
          leaf('Encoders, Keypads & Joysticks', 'switch', [295, 4995], M.ENCODERS_INPUT),
          leaf('Buzzers & Speakers', 'switch', [150, 1995], M.BUZZERS),
        ],
      },
      {
        name: 'Hardware & Enclosures',
        leaves: [
          leaf('Project Enclosures', 'connector', [495, 5995], M.ENCLOSURES),
          leaf('Battery Holders', 'connector', [150, 1995], M.BATTERY_HOLDERS),
          leaf('Fans & Heatsinks', 'connector', [295, 2995], M.FANS_HEATSINKS),
        ],
      },
      {
        name: 'Prototyping',
        leaves: [
          leaf('Breadboards', 'connector', [295, 3995], C.BREADBOARDS),
          leaf('Jumper Wires', 'connector', [295, 2995], C.JUMPERS),
          leaf('Stripboard & Protoboard', 'connector', [295, 4995], C.PROTOBOARD),
          leaf('Screws & Standoffs', 'connector', [295, 2495], C.FASTENERS),
        ],
      },
    ],
  },
  {
    name: 'Tools & Soldering',
    focus: 'both',
    groups: [
      {
        name: 'Soldering',
        leaves: [
          leaf('Soldering Irons & Stations', 'solder', [1995, 39995], T.IRONS),
          leaf('Solder Wire', 'consumable', [395, 9995], T.SOLDER, { dangerous: true }),
          leaf('Flux & Solder Paste', 'consumable', [495, 4995], T.FLUX, { dangerous: true }),
          leaf('Desoldering', 'tool', [495, 14995], T.DESOLDER),
          leaf('Desoldering Pumps & Stations', 'tool', [695, 29995], M.DESOLDER_PUMPS),
          leaf('Helping Hands & Magnifiers', 'tool', [995, 14995], M.HELPING_HANDS),
        ],
      },
      {
        name: 'Hand Tools',
        leaves: [
          leaf('Pliers & Cutters', 'tool', [695, 6995], T.PLIERS),
          leaf('Screwdrivers & Bits', 'tool', [495, 9995], T.DRIVERS),
          leaf('Crimping Tools', 'tool', [1495, 12995], T.CRIMPERS),
        ],
      },
      {
        name: 'Power Tools & Workshop',
        leaves: [
          leaf('Rotary Tools & Drills', 'powertool', [2995, 29995], T.ROTARY, { bulky: true }),
          leaf('Glue Guns & Heat Guns', 'powertool', [995, 9995], T.GLUE),
          leaf('Workbenches & Storage', 'storage', [995, 49995], T.STORAGE_BENCH, { bulky: true }),
          leaf('3D Printer Filament', 'consumable', [2495, 5995], M.FILAMENT),
        ],
      },
    ],
  },
  {
    name: 'Test Equipment',
    focus: 'both',
    groups: [
      {
        name: 'Multimeters',
        leaves: [leaf('Digital Multimeters', 'meter', [1495, 39995], TC.MULTIMETERS), leaf('Clamp Meters', 'meter', [3995, 29995], TC.CLAMP_METERS)],
      },
      {
        name: 'Oscilloscopes & Analysers',
        leaves: [
          leaf('Oscilloscopes', 'scope', [19995, 199995], TC.SCOPES),
          leaf('Logic Analysers', 'scope', [1995, 49995], TC.LOGIC),
          leaf('Signal Generators', 'scope', [4995, 99995], TC.SIGGENS),
        ],
      },
      {
        name: 'Specialist Testers',
        leaves: [
          leaf('Thermal & Environment Meters', 'meter', [1995, 49995], TC.THERMAL),
          leaf('Cable & Network Testers', 'meter', [995, 19995], TC.CABLE_TESTERS),
          leaf('Bench Power Supplies', 'psu', [4995, 59995], TC.BENCH_PSU),
        ],
      },
      { name: 'Test Leads & Accessories', leaves: [leaf('Test Leads & Clips', 'meter', [395, 4995], M.TEST_LEADS)] },
    ],
  },
  {
    name: 'Cables & Connectors',
    focus: 'both',
    groups: [
      {
        name: 'Cable & Wire',
        leaves: [
          leaf('Hook-up Wire', 'wire', [95, 4995], TC.HOOKUP, { byMetre: true }),
          leaf('Speaker & Figure-8 Cable', 'wire', [150, 9995], TC.SPEAKER_CABLE, { byMetre: true }),
          leaf('Automotive Cable', 'wire', [150, 8995], TC.AUTO_CABLE, { byMetre: true }),
          leaf('Heatshrink Tubing', 'wire', [195, 4995], TC.HEATSHRINK),
          leaf('Cable Ties', 'wire', [295, 4995], TC.CABLE_TIES),
        ],
      },
      {
        name: 'Leads & Adaptors',
        leaves: [
          leaf('USB Cables', 'cable', [495, 4995], TC.USB_CABLES),
          leaf('HDMI & Video Leads', 'cable', [695, 8995], TC.VIDEO_LEADS),
          leaf('Audio Leads', 'cable', [395, 4995], TC.AUDIO_LEADS),
        ],
      },
      {
        name: 'Connectors',
        leaves: [
          leaf('Headers & IDC Connectors', 'connector', [95, 1995], TC.HEADERS),
          leaf('Terminals & Lugs', 'connector', [195, 3995], TC.TERMINALS),
          leaf('Power & DC Connectors', 'connector', [195, 2995], TC.DC_CONNECTORS),
          leaf('Banana Plugs & Binding Posts', 'connector', [295, 2995], M.BANANA),
        ],
      },
    ],
  },
  {
    name: 'Power & Batteries',
    focus: 'rtm',
    groups: [
      {
        name: 'Batteries',
        leaves: [
          leaf('Rechargeable Batteries', 'battery', [495, 9995], P.RECHARGEABLE, { dangerous: true }),
          leaf('Deep Cycle & AGM Batteries', 'battery', [9995, 149995], P.DEEP_CYCLE, { bulky: true, dangerous: true }),
          leaf('Button & Alkaline Cells', 'battery', [195, 2995], P.PRIMARY_CELLS),
        ],
      },
      {
        name: 'Chargers & Power Supplies',
        leaves: [
          leaf('Battery Chargers', 'charger', [1995, 49995], P.BATTERY_CHARGERS),
          leaf('Plugpacks & Mains Adaptors', 'psu', [995, 8995], P.PLUGPACKS),
          leaf('Power Banks', 'psu', [1995, 19995], P.POWER_BANKS, { dangerous: true }),
        ],
      },
      {
        name: 'Solar & Inverters',
        leaves: [
          leaf('Solar Panels', 'solar', [4995, 99995], P.SOLAR_PANELS, { bulky: true }),
          leaf('Inverters', 'inverter', [4995, 149995], P.INVERTERS),
          leaf('Solar Regulators', 'inverter', [1995, 39995], P.REGULATORS),
        ],
      },
    ],
  },
  {
    name: 'Audio & Video',
    focus: 'both',
    groups: [
      {
        name: 'Speakers & Amplifiers',
        leaves: [
          leaf('Bluetooth Speakers', 'audio', [1995, 29995], H.BT_SPEAKERS),
          leaf('Amplifiers', 'audio', [2995, 89995], H.AMPLIFIERS),
          leaf('PA & Installation Speakers', 'audio', [2995, 99995], H.PA_SPEAKERS, { bulky: true }),
        ],
      },
      {
        name: 'Headphones & Microphones',
        leaves: [leaf('Headphones', 'audio', [1495, 29995], H.HEADPHONES), leaf('Microphones', 'audio', [1995, 24995], H.MICS)],
      },
      {
        name: 'Video & Streaming',
        leaves: [
          leaf('HDMI Switchers & Splitters', 'av', [2995, 29995], H.HDMI_SWITCH),
          leaf('Media Players & Antennas', 'av', [1995, 19995], H.MEDIA),
          leaf('Projectors & Screens', 'av', [9995, 129995], H.PROJECTORS, { bulky: true }),
        ],
      },
    ],
  },
  {
    name: 'Security & Surveillance',
    focus: 'rtm',
    groups: [
      {
        name: 'Cameras',
        leaves: [
          leaf('Wi-Fi Cameras', 'camera', [2995, 24995], H.WIFI_CAMERAS),
          leaf('CCTV Kits', 'camera', [19995, 199995], H.CCTV, { bulky: true }),
          leaf('Dash & Trail Cameras', 'camera', [4995, 49995], H.DASH_CAMS),
        ],
      },
      {
        name: 'Alarms & Access',
        leaves: [
          leaf('Alarm Systems', 'security', [2995, 59995], H.ALARMS),
          leaf('Smart Locks & Intercoms', 'security', [4995, 49995], H.LOCKS),
          leaf('Motion Sensors & Detectors', 'security', [995, 9995], H.DETECTORS),
        ],
      },
      {
        name: 'Safes & Storage',
        leaves: [
          leaf('Safes', 'security', [4995, 79995], H.SAFES, { bulky: true }),
          leaf('Hard Drives for CCTV', 'storage', [6995, 49995], H.CCTV_DRIVES),
        ],
      },
    ],
  },
  {
    name: 'Automotive',
    focus: 'rtm',
    groups: [
      {
        name: 'Car Audio',
        leaves: [
          leaf('Head Units', 'audio', [9995, 99995], V.HEAD_UNITS),
          leaf('Car Speakers & Subwoofers', 'audio', [2995, 49995], V.CAR_SPEAKERS, { bulky: true }),
          leaf('Car Amplifiers', 'audio', [9995, 89995], M.CAR_AMPLIFIERS),
          leaf('Car Audio Installation', 'auto', [1495, 19995], M.CAR_AUDIO_INSTALL),
        ],
      },
      {
        name: '12V Accessories',
        leaves: [
          leaf('In-Car Chargers', 'auto', [995, 4995], V.CAR_CHARGERS),
          leaf('12V Fridges', 'auto', [39995, 149995], V.FRIDGES, { bulky: true }),
          leaf('Anderson Plugs & 12V Sockets', 'auto', [495, 4995], V.ANDERSON),
          leaf('Fuses & Circuit Breakers', 'auto', [195, 4995], V.FUSES),
        ],
      },
      {
        name: 'Vehicle Electrics',
        leaves: [
          leaf('Reversing Cameras & Sensors', 'camera', [2995, 39995], V.REVERSING),
          leaf('Driving Lights', 'light', [2995, 89995], V.DRIVING_LIGHTS),
          leaf('Battery Monitors & Isolators', 'auto', [1995, 29995], V.BATTERY_MONITORS),
        ],
      },
    ],
  },
  {
    name: 'Marine',
    focus: 'marine',
    groups: [
      {
        name: 'Marine Electronics',
        leaves: [
          leaf('Marine Radios', 'marine', [9995, 79995], V.MARINE_RADIOS),
          leaf('Fish Finders & GPS', 'marine', [19995, 199995], V.FISH_FINDERS),
        ],
      },
      {
        name: 'Marine Audio',
        leaves: [
          leaf('Marine Stereos', 'marine', [9995, 59995], V.MARINE_STEREOS),
          leaf('Marine Speakers', 'marine', [4995, 39995], V.MARINE_SPEAKERS),
        ],
      },
      {
        name: 'Marine Power & Lighting',
        leaves: [
          leaf('Marine Lighting', 'light', [1495, 29995], V.MARINE_LIGHTS),
          leaf('Marine Switches & Bilge Pumps', 'marine', [1995, 89995], V.MARINE_POWER, { bulky: true, dangerous: true }),
        ],
      },
    ],
  },
  {
    name: 'Lighting',
    focus: 'both',
    groups: [
      {
        name: 'LED Strips',
        leaves: [
          leaf('LED Strip Lighting', 'light', [995, 14995], H.STRIPS, { byMetre: true }),
          leaf('LED Drivers & Controllers', 'psu', [995, 9995], H.LED_DRIVERS),
          leaf('Addressable LEDs & Pixels', 'light', [995, 9995], M.ADDRESSABLE),
        ],
      },
      {
        name: 'Torches & Lanterns',
        leaves: [leaf('Torches', 'light', [995, 19995], H.TORCHES), leaf('Headlamps & Lanterns', 'light', [995, 12995], H.HEADLAMPS)],
      },
      {
        name: 'Home & Smart Lighting',
        leaves: [
          leaf('Smart Globes', 'light', [995, 5995], H.GLOBES),
          leaf('Solar & Garden Lights', 'light', [995, 14995], H.GARDEN),
          leaf('Sensor Lights', 'light', [1995, 9995], H.SENSOR_LIGHTS),
        ],
      },
    ],
  },
  {
    name: 'Kits & Learning',
    focus: 'jc',
    groups: [
      {
        name: 'Electronics Kits',
        leaves: [leaf('Beginner Kits', 'kit', [995, 9995], H.BEGINNER_KITS), leaf('Project Kits', 'kit', [1495, 19995], H.PROJECT_KITS)],
      },
      {
        name: 'STEM & Robotics',
        leaves: [leaf('Robotics', 'kit', [2995, 49995], H.ROBOTICS), leaf('Science & Coding', 'kit', [995, 14995], H.SCIENCE)],
      },
      { name: 'Books & Courses', leaves: [leaf('Maker Books', 'book', [1495, 6995], H.BOOKS)] },
    ],
  },
  {
    name: 'Computers & Networking',
    focus: 'jc',
    groups: [
      {
        name: 'Networking',
        leaves: [leaf('Routers & Mesh', 'network', [4995, 49995], H.ROUTERS), leaf('Switches & Adaptors', 'network', [995, 29995], H.NET_SWITCHES)],
      },
      {
        name: 'Computer Accessories',
        leaves: [
          leaf('Keyboards & Mice', 'peripheral', [995, 14995], H.KEYBOARDS),
          leaf('USB Hubs & Docks', 'peripheral', [1495, 19995], H.HUBS),
          leaf('Storage', 'storage', [995, 29995], H.STORAGE),
        ],
      },
      {
        name: 'Smart Home',
        leaves: [
          leaf('Smart Plugs & Switches', 'smart', [1495, 9995], H.SMART_PLUGS),
          leaf('Smart Hubs & Sensors', 'smart', [1995, 19995], H.SMART_HUBS),
        ],
      },
    ],
  },
  {
    name: 'Gadgets & Gifts',
    focus: 'both',
    groups: [
      {
        name: 'Gift Cards',
        leaves: [
          leaf('Digital Gift Cards', 'giftcard', [2000, 50000], giftCard('Digital Gift Card'), { giftCard: true }),
          leaf('Physical Gift Cards', 'giftcard', [2000, 50000], giftCard('Gift Card'), { giftCard: true }),
        ],
      },
      {
        name: 'Gadgets',
        leaves: [
          leaf('Drones', 'drone', [4995, 149995], H.DRONES, { dangerous: true }),
          leaf('Novelty & Desk Gadgets', 'gadget', [995, 9995], H.NOVELTY),
        ],
      },
      {
        name: 'Outdoor & Travel',
        leaves: [leaf('Travel Adaptors', 'psu', [995, 4995], H.TRAVEL), leaf('Weather Stations & Clocks', 'gadget', [1995, 29995], H.WEATHER)],
      },
    ],
  },
];
