/**
 * Makerhub projects, articles and workshops: our own copy for a maker retailer (issue: >= 40 per jc
 * site, some on rtau). `from` names the top categories whose products the project uses.
 */
export interface ProjectIdea {
  readonly title: string;
  readonly kind: 'project' | 'article' | 'workshop';
  readonly difficulty: 'Beginner' | 'Intermediate' | 'Advanced';
  readonly summary: string;
  /** The categories (top level, or one level down for a project's parts) whose products it uses. */
  readonly from: readonly string[];
  /** Which brand's Makerhub carries it. */
  readonly brands: readonly ('jc' | 'rtm')[];
}

const MCU = 'Microcontrollers & Boards';
const COMP = 'Components';
const TOOLS = 'Tools & Soldering';
const TEST = 'Test Equipment';
const CABLE = 'Cables & Connectors';
const POWER = 'Power & Batteries';
const AUDIO = 'Audio & Video';
const SEC = 'Security & Surveillance';
const AUTO = 'Automotive';
const MARINE = 'Marine';
const LIGHT = 'Lighting';
const KITS = 'Kits & Learning';
const NET = 'Computers & Networking';

const jc = ['jc'] as const;
const both = ['jc', 'rtm'] as const;
const rtm = ['rtm'] as const;

const p = (
  title: string,
  kind: ProjectIdea['kind'],
  difficulty: ProjectIdea['difficulty'],
  summary: string,
  from: readonly string[],
  brands: ProjectIdea['brands'] = jc,
): ProjectIdea => ({ title, kind, difficulty, summary, from, brands });

export const PROJECT_IDEAS: readonly ProjectIdea[] = [
  p(
    'Backyard Weather Station',
    'project',
    'Intermediate',
    'Log temperature, humidity and pressure to a web dashboard every minute with a Wi-Fi board and three sensors.',
    ['Development Boards', 'Environmental Sensors', 'Batteries'],
  ),
  p('Plant Moisture Alarm', 'project', 'Beginner', 'A soil probe, a buzzer and a few lines of code that tell you when the basil is thirsty.', [
    'Development Boards',
    'Environmental Sensors',
    'Electromechanical',
  ]),
  p('Retro Handheld Game Console', 'project', 'Advanced', 'Build a pocket console with a colour TFT, tactile buttons and a rechargeable LiPo.', [
    'Development Boards',
    'Displays',
    'Batteries',
    'Electromechanical',
  ]),
  p(
    'Desk Air Quality Monitor',
    'project',
    'Intermediate',
    'Measure CO2 and particulates at your desk and glow red when it is time to open a window.',
    ['Development Boards', 'Environmental Sensors', 'LED Strips'],
  ),
  p('Smart Letterbox Notifier', 'project', 'Beginner', 'A reed switch and a low-power board send a message to your phone when the post arrives.', [
    'Development Boards',
    'Alarms & Access',
    'Batteries',
  ]),
  p('LED Matrix Scrolling Sign', 'project', 'Beginner', 'Chain LED matrix modules into a scrolling sign for the workshop door.', [
    'Development Boards',
    'Displays',
    'Chargers & Power Supplies',
  ]),
  p(
    'Bench Power Supply from a Laptop Brick',
    'project',
    'Intermediate',
    'Turn a spare plugpack into an adjustable bench supply with a buck converter and a panel meter.',
    ['Chargers & Power Supplies', 'Semiconductors', 'Multimeters'],
  ),
  p(
    'Robot Car with Obstacle Avoidance',
    'project',
    'Intermediate',
    'Two gear motors, an ultrasonic sensor and a motor shield make a rover that steers around chair legs.',
    ['Development Boards', 'Shields & Expansion', 'Motion & Position', 'STEM & Robotics'],
  ),
  p('GPS Bike Trip Logger', 'project', 'Intermediate', 'Record every ride to an SD card and plot it on a map when you get home.', [
    'Development Boards',
    'Motion & Position',
    'Batteries',
  ]),
  p('Theremin with Distance Sensors', 'project', 'Beginner', 'Wave your hands over two time-of-flight sensors to play pitch and volume.', [
    'Development Boards',
    'Motion & Position',
    'Speakers & Amplifiers',
  ]),
  p('Home Network Ad Blocker', 'project', 'Intermediate', 'A single board computer on your LAN that filters ads and trackers for every device.', [
    'Development Boards',
    'Networking',
    'Leads & Adaptors',
  ]),
  p(
    'Smart Garden Irrigation Controller',
    'project',
    'Advanced',
    'Schedule and soil-sense watering for four zones with relays, solenoids and a weatherproof box.',
    ['Development Boards', 'Electromechanical', 'Environmental Sensors', 'Chargers & Power Supplies'],
  ),
  p('Reaction Timer Game', 'project', 'Beginner', 'Test your reflexes against friends with big arcade buttons and a 7-segment display.', [
    'Development Boards',
    'Electromechanical',
    'Displays',
  ]),
  p(
    'Digital Clock with Auto-Dimming',
    'project',
    'Beginner',
    'A real-time clock module and an LDR give you a bedside clock that dims itself at night.',
    ['Development Boards', 'Displays', 'Passive Components'],
  ),
  p(
    'Solar Powered Sensor Node',
    'project',
    'Advanced',
    'Run a sensor node from a small panel and an 18650 cell, and sleep between readings to last the winter.',
    ['Development Boards', 'Solar & Inverters', 'Batteries', 'Environmental Sensors'],
    both,
  ),
  p('Bluetooth Boombox', 'project', 'Intermediate', 'Build a rechargeable speaker with a Class-D module, two drivers and a Bluetooth receiver.', [
    'Speakers & Amplifiers',
    'Batteries',
    'Electromechanical',
  ]),
  p(
    'Model Railway Signal Controller',
    'project',
    'Intermediate',
    'Control signals and points with servos and a microcontroller, with a mimic panel of LEDs.',
    ['Development Boards', 'Electromechanical', 'Passive Components'],
  ),
  p(
    'Pet Feeder with Portion Control',
    'project',
    'Intermediate',
    'A stepper-driven auger dispenses measured meals on a schedule you set from your phone.',
    ['Development Boards', 'Electromechanical', 'Chargers & Power Supplies'],
  ),
  p('Ambient Mood Lamp', 'project', 'Beginner', 'Addressable LEDs in a frosted jar cycle through calm colours, with a touch control on top.', [
    'Development Boards',
    'LED Strips',
    'Motion & Position',
  ]),
  p('Infrared Remote Learner', 'project', 'Beginner', 'Capture the codes from old remotes and replay them from one universal controller.', [
    'Development Boards',
    'Motion & Position',
    'Semiconductors',
  ]),
  p(
    'Garage Door Opener via Wi-Fi',
    'project',
    'Intermediate',
    'Add a relay and a reed switch to open, close and check the garage door from anywhere.',
    ['Development Boards', 'Electromechanical', 'Alarms & Access'],
    both,
  ),
  p(
    'Workshop Dust Extractor Auto-Switch',
    'project',
    'Advanced',
    'Sense current draw from a power tool and switch the extractor on with it, safely isolated.',
    ['Development Boards', 'Power Tools & Workshop', 'Electromechanical'],
  ),
  p(
    'Oscilloscope Basics: Seeing Your Signals',
    'article',
    'Beginner',
    'What timebase, trigger and bandwidth mean, and how to probe a PWM signal without fooling yourself.',
    [TEST],
  ),
  p(
    'Choosing the Right Multimeter',
    'article',
    'Beginner',
    'Counts, CAT ratings, true RMS: what matters for hobby work and what matters on the tools.',
    [TEST],
    both,
  ),
  p(
    'Soldering 101: Clean Joints Every Time',
    'article',
    'Beginner',
    'Tip care, temperature, flux and the shiny-cone test, with close-ups of good and bad joints.',
    [TOOLS],
  ),
  p(
    'Understanding LiPo and Li-ion Safety',
    'article',
    'Intermediate',
    'How to charge, store and transport lithium cells, and why a balance charger is worth it.',
    [POWER],
    both,
  ),
  p('I2C, SPI and UART Explained', 'article', 'Intermediate', 'Three buses, when to use each and how to debug them with a cheap logic analyser.', [
    MCU,
    TEST,
  ]),
  p(
    'Picking a Microcontroller for Your Project',
    'article',
    'Beginner',
    'AVR, ESP32, RP2040 or an ARM board: a short guide by power, pins, radio and price.',
    [MCU],
  ),
  p(
    'Crimping Connectors Like a Pro',
    'article',
    'Beginner',
    'Pick the right terminal, strip to length and crimp with a ratchet tool for joints that last.',
    [CABLE, TOOLS],
    both,
  ),
  p(
    'Getting Started with Addressable LEDs',
    'article',
    'Beginner',
    'Power injection, level shifting and the one capacitor that saves your first pixel.',
    [LIGHT, MCU],
  ),
  p('Designing Your First PCB', 'article', 'Advanced', 'From breadboard to a two-layer board: footprints, ground pours and checking the Gerbers.', [
    COMP,
    TOOLS,
  ]),
  p(
    'Intro to Soldering Workshop',
    'workshop',
    'Beginner',
    'Two hours in store: solder a blinking badge to take home. All tools and parts supplied.',
    [KITS, TOOLS],
  ),
  p(
    'Microcontrollers for Beginners Workshop',
    'workshop',
    'Beginner',
    'Write your first sketch, blink an LED and read a sensor, with a board you keep.',
    [MCU, KITS],
  ),
  p('Home Automation Night', 'workshop', 'Intermediate', 'Bring a laptop: we set up a local smart-home hub and automate a lamp and a sensor.', [
    NET,
    MCU,
  ]),
  p('Kids Robotics Club', 'workshop', 'Beginner', 'School holiday sessions for 8 to 12 year olds building and coding a small robot.', [KITS]),
  p('Test Gear Masterclass', 'workshop', 'Intermediate', 'Get the most from a scope, a function generator and a bench supply on real circuits.', [
    TEST,
  ]),
  p(
    'Synth DIY: Build a Tiny Synthesiser',
    'project',
    'Intermediate',
    'A 555-based oscillator, a filter and a small amp make a noise box worth hearing.',
    ['Semiconductors', 'Passive Components', 'Speakers & Amplifiers', 'Electronics Kits'],
  ),
  p(
    'Doorbell Camera on a Budget',
    'project',
    'Intermediate',
    'Wire a Wi-Fi camera and a chime into a doorbell that records who called.',
    ['Cameras', 'Alarms & Access', 'Chargers & Power Supplies'],
    both,
  ),
  p('Bedside Sunrise Alarm', 'project', 'Beginner', 'Warm LEDs fade up over thirty minutes before your alarm time.', [
    'LED Strips',
    'Development Boards',
  ]),
  p(
    'Coin Cell Christmas Ornament',
    'project',
    'Beginner',
    'A flickering LED star with a coin cell and a tiny microcontroller, soldered in an afternoon.',
    ['Semiconductors', 'Batteries', 'Electronics Kits'],
  ),
  p(
    'Laser-Cut Enclosure Tips',
    'article',
    'Intermediate',
    'Finger joints, kerf allowances and mounting boards so your project looks like a product.',
    [TOOLS],
  ),
  p(
    'Energy Monitor for the Switchboard',
    'project',
    'Advanced',
    'Clamp-on sensors and a Wi-Fi board show home power use by the minute (installed by a licensed electrician).',
    ['Development Boards', 'Environmental Sensors', 'Multimeters'],
  ),
  p(
    'Camper Trailer Dual Battery Setup',
    'project',
    'Intermediate',
    'Charge an auxiliary battery from the alternator with a DC-DC charger and monitor it from the cab.',
    ['Vehicle Electrics', 'Batteries', 'Chargers & Power Supplies', 'Cable & Wire'],
    rtm,
  ),
  p(
    'Solar for the Weekend Campsite',
    'project',
    'Beginner',
    'Size a folding panel, an MPPT regulator and a lithium battery for a fridge and lights.',
    ['Solar & Inverters', 'Batteries', '12V Accessories'],
    rtm,
  ),
  p(
    'Installing a Reversing Camera',
    'project',
    'Intermediate',
    'Run the cable, tap the reverse light and mount the camera so it survives the car wash.',
    ['Vehicle Electrics', 'Car Audio', 'Cable & Wire'],
    rtm,
  ),
  p(
    'LED Light Bar Wiring Guide',
    'article',
    'Intermediate',
    'Relays, fuses and switch wiring for driving lights that meet the rules.',
    [AUTO, LIGHT, CABLE],
    rtm,
  ),
  p('Marine Radio Basics', 'article', 'Beginner', 'Channels, antennas and licences for VHF and 27MHz radios on small boats.', [MARINE], rtm),
  p(
    'Tinny Fish Finder Install',
    'project',
    'Intermediate',
    'Mount a transducer on an aluminium hull, route the cable and wire the display to the battery switch.',
    ['Marine Electronics', 'Marine Power & Lighting', 'Cable & Wire'],
    rtm,
  ),
  p(
    'Inverters: Pure Sine or Modified?',
    'article',
    'Beginner',
    'What each waveform means for laptops, fridges and power tools on the road.',
    [POWER],
    rtm,
  ),
  p('Home CCTV Planning Guide', 'article', 'Beginner', 'Where to put cameras, how much storage you need and PoE versus Wi-Fi.', [SEC], rtm),
  p(
    'Car Audio Upgrade Workshop',
    'workshop',
    'Beginner',
    'A Saturday morning at the store: pick, fit and tune a head unit and speakers.',
    [AUTO, AUDIO],
    rtm,
  ),
  p('12V Camping Power Workshop', 'workshop', 'Beginner', 'Batteries, chargers, solar and fuses explained with a live demo rig.', [POWER, AUTO], rtm),
  p(
    'Line-Following Robot',
    'project',
    'Beginner',
    'Two infrared reflectance sensors and a pair of geared motors follow a tape track around the kitchen floor.',
    ['Development Boards', 'STEM & Robotics', 'Motion & Position'],
  ),
  p(
    'Four-Servo Robot Arm',
    'project',
    'Intermediate',
    'A desktop arm with four hobby servos and two joysticks that picks up a bottle cap and puts it down again.',
    ['Development Boards', 'Electromechanical', 'STEM & Robotics'],
  ),
  p(
    'Guitar Fuzz Pedal',
    'project',
    'Intermediate',
    'Two transistors, a handful of passives and a stomp switch in a die-cast box: a classic fuzz you solder yourself.',
    ['Semiconductors', 'Passive Components', 'Electromechanical'],
  ),
  p(
    'Class-A Headphone Amplifier',
    'project',
    'Advanced',
    'A quiet, warm headphone amp on stripboard with a proper regulated supply and a volume pot.',
    ['Headphones & Microphones', 'Semiconductors', 'Passive Components', 'Chargers & Power Supplies'],
  ),
  p(
    'Bilge Pump High-Water Alarm',
    'project',
    'Beginner',
    'A float switch, a piezo siren and a fuse tell you the bilge is filling before the pump gives up.',
    ['Marine Electronics', 'Marine Power & Lighting', 'Cable & Wire'],
    rtm,
  ),
  p(
    'Camp Fridge Battery Monitor',
    'project',
    'Intermediate',
    'A shunt and a small display show the auxiliary battery voltage and current so the fridge never flattens it overnight.',
    ['Batteries', '12V Accessories', 'Multimeters'],
    rtm,
  ),
  p(
    '12 V Camp Lighting String',
    'project',
    'Beginner',
    'Waterproof LED strip, a dimmer and Anderson plugs make an awning light that packs into a sandwich box.',
    ['LED Strips', '12V Accessories', 'Connectors'],
    rtm,
  ),
  p(
    'USB Charging Panel for the Camper',
    'project',
    'Beginner',
    'A flush panel of USB-C and 12 V sockets, fused and switched, wired to the house battery.',
    ['12V Accessories', 'Vehicle Electrics', 'Cable & Wire'],
    rtm,
  ),
  p(
    'Caravan Water Tank Gauge',
    'project',
    'Intermediate',
    'A sender and a bar-graph display show how much water is left without climbing under the van.',
    ['Vehicle Electrics', 'Environmental Sensors', 'Cable & Wire'],
    rtm,
  ),
  p(
    'Anchor Light and Nav Light Refit',
    'project',
    'Intermediate',
    'Swap tired incandescent navigation lights on a small boat for LED fittings and re-run the wiring properly.',
    ['Marine Power & Lighting', 'Marine Electronics', 'Cable & Wire'],
    rtm,
  ),
  p(
    'Reading Schematics Without Fear',
    'article',
    'Beginner',
    'Symbols, reference designators and nets: how to follow a circuit diagram from the supply to the output.',
    [COMP],
  ),
  p(
    'Powering Your Project from Batteries',
    'article',
    'Intermediate',
    'Capacity, discharge curves and regulators: how to work out how long your build will run.',
    [POWER, MCU],
  ),
  p(
    'Motors for Makers: DC, Servo or Stepper?',
    'article',
    'Beginner',
    'What each kind of motor is good at, what driver it needs and how to pick one for a robot.',
    [COMP, KITS],
  ),
  p(
    'Breadboard Habits That Save Hours',
    'article',
    'Beginner',
    'Colour codes, power rails and tidy jumpers: small habits that make a prototype easy to debug.',
    [COMP, KITS],
  ),
];
