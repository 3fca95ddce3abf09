import type { SpecKind } from './specs';

/**
 * The category tree (issue: >= 12 top categories with two levels of children). Names are our own
 * for a maker retailer. Each leaf says which spec generator its products use, its price band in cents
 * (GST-inclusive AUD) and the product nouns its titles are built from.
 */
export type Focus = 'jc' | 'both' | 'rtm' | 'marine';

export interface LeafDef {
  readonly name: string;
  readonly kind: SpecKind;
  readonly price: readonly [number, number];
  readonly nouns: readonly string[];
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

const leaf = (name: string, kind: SpecKind, price: readonly [number, number], nouns: readonly string[], flags: Partial<LeafDef> = {}): LeafDef => ({
  name,
  kind,
  price,
  nouns,
  ...flags,
});

export const TOP_CATEGORIES: readonly TopDef[] = [
  {
    name: 'Microcontrollers & Boards',
    focus: 'jc',
    groups: [
      { name: 'Development Boards', leaves: [
        leaf('Uno-compatible Boards', 'board', [1495, 4995], ['Development Board', 'Main Board', 'Starter Board']),
        leaf('Wi-Fi & Bluetooth Boards', 'board', [995, 3995], ['Wi-Fi Development Board', 'IoT Board', 'Wireless Board']),
        leaf('Single Board Computers', 'sbc', [4995, 24995], ['Single Board Computer', 'Compute Module', 'Mini PC Board']),
      ] },
      { name: 'Shields & Expansion', leaves: [
        leaf('Motor Shields', 'module', [995, 3495], ['Motor Driver Shield', 'Stepper Driver Shield', 'Servo Shield']),
        leaf('Prototyping Shields', 'module', [495, 1995], ['Prototyping Shield', 'Screw Terminal Shield', 'Sensor Shield']),
        leaf('Display Shields', 'display', [1495, 4995], ['LCD Shield', 'TFT Touch Shield', 'OLED Shield']),
      ] },
      { name: 'Programmers & Debuggers', leaves: [
        leaf('USB Programmers', 'module', [995, 4995], ['USB Programmer', 'ISP Programmer', 'USB-Serial Adaptor']),
        leaf('Debug Probes', 'module', [1995, 14995], ['Debug Probe', 'JTAG Adaptor', 'Logic Probe Adaptor']),
      ] },
    ],
  },
  {
    name: 'Sensors & Modules',
    focus: 'jc',
    groups: [
      { name: 'Environmental Sensors', leaves: [
        leaf('Temperature & Humidity', 'sensor', [395, 2495], ['Temperature Sensor Module', 'Humidity Sensor Module', 'Weather Sensor Module']),
        leaf('Gas & Air Quality', 'sensor', [695, 4995], ['Gas Sensor Module', 'Air Quality Sensor', 'CO2 Sensor Module']),
        leaf('Light & Colour', 'sensor', [395, 1995], ['Light Sensor Module', 'Colour Sensor Module', 'UV Sensor Module']),
      ] },
      { name: 'Motion & Position', leaves: [
        leaf('Accelerometers & IMUs', 'sensor', [595, 3995], ['Accelerometer Module', '9-Axis IMU Module', 'Gyroscope Module']),
        leaf('Distance & Proximity', 'sensor', [395, 4995], ['Ultrasonic Distance Module', 'Time-of-Flight Sensor', 'PIR Motion Module']),
        leaf('GPS Modules', 'sensor', [1995, 6995], ['GPS Receiver Module', 'GNSS Module', 'GPS Breakout']),
      ] },
      { name: 'Displays', leaves: [
        leaf('OLED Displays', 'display', [795, 2995], ['OLED Display Module', 'Mono OLED Screen']),
        leaf('LCD & TFT Displays', 'display', [995, 6995], ['LCD Module', 'TFT Display Module', 'Touchscreen Module']),
        leaf('LED Matrix Displays', 'display', [995, 4995], ['LED Matrix Module', 'RGB Matrix Panel', '7-Segment Display Module']),
      ] },
    ],
  },
  {
    name: 'Components',
    focus: 'jc',
    groups: [
      { name: 'Passive Components', leaves: [
        leaf('Resistors', 'resistor', [50, 1995], ['Resistor Pack', 'Metal Film Resistor Pack', 'Resistor Kit']),
        leaf('Capacitors', 'capacitor', [60, 2495], ['Electrolytic Capacitor Pack', 'Ceramic Capacitor Pack', 'Capacitor Kit']),
        leaf('Potentiometers', 'resistor', [195, 1495], ['Linear Potentiometer', 'Trimpot Pack', 'Slide Potentiometer']),
      ] },
      { name: 'Semiconductors', leaves: [
        leaf('Transistors & MOSFETs', 'semi', [95, 1495], ['NPN Transistor Pack', 'N-Channel MOSFET', 'P-Channel MOSFET']),
        leaf('Diodes & LEDs', 'semi', [75, 1495], ['Rectifier Diode Pack', 'Zener Diode Pack', '5mm LED Pack']),
        leaf('Integrated Circuits', 'semi', [150, 2995], ['Timer IC', 'Op-Amp IC', 'Voltage Regulator IC', 'Shift Register IC']),
      ] },
      { name: 'Electromechanical', leaves: [
        leaf('Switches & Buttons', 'switch', [95, 2495], ['Toggle Switch', 'Tactile Button Pack', 'Rocker Switch', 'Pushbutton Switch']),
        leaf('Relays', 'switch', [295, 3995], ['Relay', 'Relay Module', 'Solid State Relay']),
        leaf('Motors & Servos', 'motor', [395, 8995], ['DC Gear Motor', 'Micro Servo', 'Stepper Motor', 'Vibration Motor']),
      ] },
    ],
  },
  {
    name: 'Tools & Soldering',
    focus: 'both',
    groups: [
      { name: 'Soldering', leaves: [
        leaf('Soldering Irons & Stations', 'solder', [1995, 39995], ['Soldering Station', 'Soldering Iron', 'Cordless Soldering Iron']),
        leaf('Solder & Flux', 'consumable', [395, 6995], ['Solder Wire', 'Flux Pen', 'Solder Paste'], { dangerous: true }),
        leaf('Desoldering', 'tool', [495, 14995], ['Desoldering Pump', 'Desoldering Braid', 'Hot Air Rework Station']),
      ] },
      { name: 'Hand Tools', leaves: [
        leaf('Pliers & Cutters', 'tool', [695, 6995], ['Side Cutters', 'Long Nose Pliers', 'Wire Stripper']),
        leaf('Screwdrivers & Bits', 'tool', [495, 9995], ['Precision Screwdriver Set', 'Driver Bit Set', 'Nut Driver Set']),
        leaf('Crimping Tools', 'tool', [1495, 12995], ['Ratchet Crimper', 'Crimp Tool Kit', 'Lug Crimper']),
      ] },
      { name: 'Power Tools & Workshop', leaves: [
        leaf('Rotary Tools & Drills', 'powertool', [2995, 29995], ['Rotary Tool Kit', 'Cordless Drill', 'Mini Drill Press'], { bulky: true }),
        leaf('Glue Guns & Heat Guns', 'powertool', [995, 9995], ['Hot Glue Gun', 'Heat Gun', 'Glue Stick Pack']),
        leaf('Workbenches & Storage', 'storage', [995, 49995], ['Parts Storage Cabinet', 'Tool Box', 'Anti-Static Mat', 'Workbench'], { bulky: true }),
      ] },
    ],
  },
  {
    name: 'Test Equipment',
    focus: 'both',
    groups: [
      { name: 'Multimeters', leaves: [
        leaf('Digital Multimeters', 'meter', [1495, 39995], ['Digital Multimeter', 'Autoranging Multimeter', 'True RMS Multimeter']),
        leaf('Clamp Meters', 'meter', [3995, 29995], ['Clamp Meter', 'AC/DC Clamp Meter']),
      ] },
      { name: 'Oscilloscopes & Analysers', leaves: [
        leaf('Oscilloscopes', 'scope', [19995, 199995], ['Digital Storage Oscilloscope', 'Handheld Oscilloscope', 'Mixed Signal Oscilloscope']),
        leaf('Logic Analysers', 'scope', [1995, 49995], ['Logic Analyser', 'USB Logic Analyser']),
        leaf('Signal Generators', 'scope', [4995, 99995], ['Function Generator', 'Arbitrary Waveform Generator']),
      ] },
      { name: 'Specialist Testers', leaves: [
        leaf('Thermal & Environment Meters', 'meter', [1995, 49995], ['Infrared Thermometer', 'Thermal Camera', 'Sound Level Meter', 'Anemometer']),
        leaf('Cable & Network Testers', 'meter', [995, 19995], ['Network Cable Tester', 'Tone and Probe Kit', 'Voltage Tester']),
        leaf('Bench Power Supplies', 'psu', [4995, 59995], ['Bench Power Supply', 'Programmable DC Power Supply']),
      ] },
    ],
  },
  {
    name: 'Cables & Connectors',
    focus: 'both',
    groups: [
      { name: 'Cable & Wire', leaves: [
        leaf('Hook-up Wire', 'wire', [95, 4995], ['Hook-up Wire', 'Tinned Copper Wire', 'Silicone Wire'], { byMetre: true }),
        leaf('Speaker & Figure-8 Cable', 'wire', [150, 9995], ['Figure-8 Speaker Cable', 'Twin Core Cable', 'Shielded Audio Cable'], { byMetre: true }),
        leaf('Automotive Cable', 'wire', [150, 8995], ['Twin Core Auto Cable', 'Single Core Auto Cable', 'Battery Cable'], { byMetre: true }),
      ] },
      { name: 'Leads & Adaptors', leaves: [
        leaf('USB Cables', 'cable', [495, 4995], ['USB-C Cable', 'USB-A to Micro-USB Cable', 'USB-C to Lightning Cable']),
        leaf('HDMI & Video Leads', 'cable', [695, 8995], ['HDMI Lead', 'DisplayPort Lead', 'HDMI Adaptor']),
        leaf('Audio Leads', 'cable', [395, 4995], ['3.5mm Stereo Lead', 'RCA Lead', 'XLR Microphone Lead']),
      ] },
      { name: 'Connectors', leaves: [
        leaf('Headers & Jumpers', 'connector', [95, 1995], ['Pin Header Pack', 'Jumper Wire Pack', 'IDC Socket']),
        leaf('Terminals & Lugs', 'connector', [195, 3995], ['Crimp Terminal Pack', 'Battery Lug Pack', 'Spade Terminal Pack']),
        leaf('Power & DC Connectors', 'connector', [195, 2995], ['DC Barrel Plug', 'Anderson-style Connector', 'XT60 Connector Pair']),
      ] },
    ],
  },
  {
    name: 'Power & Batteries',
    focus: 'rtm',
    groups: [
      { name: 'Batteries', leaves: [
        leaf('Rechargeable Batteries', 'battery', [495, 9995], ['Rechargeable Battery Pack', 'Rechargeable Cell', 'LiPo Battery'], { dangerous: true }),
        leaf('Deep Cycle & AGM Batteries', 'battery', [9995, 149995], ['AGM Deep Cycle Battery', 'Lithium Deep Cycle Battery', 'Gel Deep Cycle Battery'], { bulky: true, dangerous: true }),
        leaf('Button & Alkaline Cells', 'battery', [195, 2995], ['Alkaline Battery Pack', 'Lithium Coin Cell Pack', 'Button Cell Pack']),
      ] },
      { name: 'Chargers & Power Supplies', leaves: [
        leaf('Battery Chargers', 'charger', [1995, 49995], ['Smart Battery Charger', 'Multi-Chemistry Charger', 'DC-DC Battery Charger']),
        leaf('Plugpacks & Mains Adaptors', 'psu', [995, 8995], ['Plugpack', 'Switchmode Power Supply', 'USB Wall Charger']),
        leaf('Power Banks', 'psu', [1995, 19995], ['Power Bank', 'Jump Starter Power Bank', 'Portable Power Station'], { dangerous: true }),
      ] },
      { name: 'Solar & Inverters', leaves: [
        leaf('Solar Panels', 'solar', [4995, 99995], ['Monocrystalline Solar Panel', 'Folding Solar Blanket', 'Solar Panel Kit'], { bulky: true }),
        leaf('Inverters', 'inverter', [4995, 149995], ['Pure Sine Wave Inverter', 'Modified Sine Wave Inverter', 'Inverter Charger']),
        leaf('Solar Regulators', 'inverter', [1995, 39995], ['MPPT Solar Regulator', 'PWM Solar Regulator']),
      ] },
    ],
  },
  {
    name: 'Audio & Video',
    focus: 'both',
    groups: [
      { name: 'Speakers & Amplifiers', leaves: [
        leaf('Bluetooth Speakers', 'audio', [1995, 29995], ['Bluetooth Speaker', 'Party Speaker', 'Waterproof Speaker']),
        leaf('Amplifiers', 'audio', [2995, 89995], ['Stereo Amplifier', 'PA Amplifier', 'Class-D Amplifier Module']),
        leaf('PA & Installation Speakers', 'audio', [2995, 99995], ['Ceiling Speaker Pair', 'PA Speaker', 'Outdoor Speaker Pair'], { bulky: true }),
      ] },
      { name: 'Headphones & Microphones', leaves: [
        leaf('Headphones', 'audio', [1495, 29995], ['Wireless Headphones', 'Earbuds', 'Studio Headphones']),
        leaf('Microphones', 'audio', [1995, 24995], ['Dynamic Microphone', 'USB Condenser Microphone', 'Wireless Microphone Kit']),
      ] },
      { name: 'Video & Streaming', leaves: [
        leaf('HDMI Switchers & Splitters', 'av', [2995, 29995], ['HDMI Switcher', 'HDMI Splitter', 'HDMI Matrix']),
        leaf('Media Players & Antennas', 'av', [1995, 19995], ['Media Player', 'TV Antenna', 'Antenna Amplifier']),
        leaf('Projectors & Screens', 'av', [9995, 129995], ['Mini Projector', 'Projector Screen', 'Ceiling Projector Mount'], { bulky: true }),
      ] },
    ],
  },
  {
    name: 'Security & Surveillance',
    focus: 'rtm',
    groups: [
      { name: 'Cameras', leaves: [
        leaf('Wi-Fi Cameras', 'camera', [2995, 24995], ['Wi-Fi Security Camera', 'Pan-Tilt Camera', 'Doorbell Camera']),
        leaf('CCTV Kits', 'camera', [19995, 199995], ['CCTV Kit', 'NVR Kit', 'PoE Camera Kit'], { bulky: true }),
        leaf('Dash & Trail Cameras', 'camera', [4995, 49995], ['Dash Camera', 'Trail Camera', 'Action Camera']),
      ] },
      { name: 'Alarms & Access', leaves: [
        leaf('Alarm Systems', 'security', [2995, 59995], ['Wireless Alarm Kit', 'Alarm Siren', 'Alarm Keypad']),
        leaf('Smart Locks & Intercoms', 'security', [4995, 49995], ['Keypad Smart Lock', 'Video Intercom', 'Door Chime']),
        leaf('Motion Sensors & Detectors', 'security', [995, 9995], ['PIR Detector', 'Reed Switch Pack', 'Smoke Alarm']),
      ] },
      { name: 'Safes & Storage', leaves: [
        leaf('Safes', 'security', [4995, 79995], ['Digital Safe', 'Key Cabinet', 'Cash Box'], { bulky: true }),
        leaf('Hard Drives for CCTV', 'storage', [6995, 49995], ['Surveillance Hard Drive', 'MicroSD Card']),
      ] },
    ],
  },
  {
    name: 'Automotive',
    focus: 'rtm',
    groups: [
      { name: 'Car Audio', leaves: [
        leaf('Head Units', 'audio', [9995, 99995], ['Double DIN Head Unit', 'Single DIN Media Receiver', 'Wireless CarPlay Unit']),
        leaf('Car Speakers & Subwoofers', 'audio', [2995, 49995], ['Coaxial Car Speaker Pair', 'Component Speaker Set', 'Subwoofer Enclosure'], { bulky: true }),
      ] },
      { name: '12V Accessories', leaves: [
        leaf('In-Car Chargers', 'auto', [995, 4995], ['Dual USB Car Charger', 'Cigarette Socket Adaptor', 'USB-C Car Charger']),
        leaf('Fridges & Camping Power', 'auto', [19995, 149995], ['Portable Fridge Freezer', 'Dual Battery Kit', '12V Power Box'], { bulky: true }),
        leaf('Fuses & Circuit Breakers', 'auto', [195, 4995], ['Blade Fuse Pack', 'Fuse Block', 'Circuit Breaker']),
      ] },
      { name: 'Vehicle Electrics', leaves: [
        leaf('Reversing Cameras & Sensors', 'camera', [2995, 39995], ['Reversing Camera Kit', 'Parking Sensor Kit', 'Rear View Mirror Monitor']),
        leaf('Driving Lights', 'light', [2995, 89995], ['LED Driving Light Pair', 'LED Light Bar', 'Work Light']),
        leaf('Battery Monitors & Isolators', 'auto', [1995, 29995], ['Battery Monitor', 'Voltage Sensitive Relay', 'Battery Isolator Switch']),
      ] },
    ],
  },
  {
    name: 'Marine',
    focus: 'marine',
    groups: [
      { name: 'Marine Electronics', leaves: [
        leaf('Marine Radios', 'marine', [9995, 79995], ['VHF Marine Radio', 'Handheld VHF Radio', '27MHz Marine Radio']),
        leaf('Fish Finders & GPS', 'marine', [19995, 199995], ['Fish Finder', 'Chartplotter', 'Transducer']),
      ] },
      { name: 'Marine Audio', leaves: [
        leaf('Marine Stereos', 'marine', [9995, 59995], ['Marine Media Receiver', 'Marine Stereo Kit']),
        leaf('Marine Speakers', 'marine', [4995, 39995], ['Marine Speaker Pair', 'Marine Wake Tower Speaker']),
      ] },
      { name: 'Marine Power & Lighting', leaves: [
        leaf('Marine Lighting', 'light', [1495, 29995], ['Navigation Light', 'Underwater LED Light', 'Deck Light']),
        leaf('Marine Batteries & Switches', 'marine', [1995, 89995], ['Marine Battery Switch', 'Marine Cranking Battery', 'Bilge Pump'], { bulky: true, dangerous: true }),
      ] },
    ],
  },
  {
    name: 'Lighting',
    focus: 'both',
    groups: [
      { name: 'LED Strips', leaves: [
        leaf('LED Strip Lighting', 'light', [995, 14995], ['LED Strip', 'RGB LED Strip Kit', 'Addressable LED Strip'], { byMetre: true }),
        leaf('LED Drivers & Controllers', 'psu', [995, 9995], ['LED Driver', 'LED Strip Controller', 'LED Dimmer']),
      ] },
      { name: 'Torches & Lanterns', leaves: [
        leaf('Torches', 'light', [995, 19995], ['Rechargeable Torch', 'Tactical Torch', 'Pen Light']),
        leaf('Headlamps & Lanterns', 'light', [995, 12995], ['LED Headlamp', 'Camping Lantern', 'Work Lamp']),
      ] },
      { name: 'Home & Smart Lighting', leaves: [
        leaf('Smart Globes', 'light', [995, 5995], ['Smart Wi-Fi Globe', 'Colour Smart Globe', 'Filament LED Globe']),
        leaf('Solar & Garden Lights', 'light', [995, 14995], ['Solar Garden Light Set', 'Solar Flood Light', 'Festoon Lights']),
        leaf('Sensor Lights', 'light', [1995, 9995], ['Motion Sensor Light', 'Security Flood Light']),
      ] },
    ],
  },
  {
    name: 'Kits & Learning',
    focus: 'jc',
    groups: [
      { name: 'Electronics Kits', leaves: [
        leaf('Beginner Kits', 'kit', [995, 9995], ['Starter Kit', 'Learn to Solder Kit', 'Electronics Lab Kit']),
        leaf('Project Kits', 'kit', [1495, 19995], ['Weather Station Kit', 'Robot Car Kit', 'Synth Kit']),
      ] },
      { name: 'STEM & Robotics', leaves: [
        leaf('Robotics', 'kit', [2995, 49995], ['Robot Arm Kit', 'Programmable Robot', 'Line Follower Kit']),
        leaf('Science & Coding', 'kit', [995, 14995], ['Coding Kit', 'Circuit Blocks Set', 'Science Kit']),
      ] },
      { name: 'Books & Courses', leaves: [
        leaf('Maker Books', 'book', [1495, 6995], ['Project Book', 'Electronics Handbook', 'Guide']),
        leaf('Breadboards & Prototyping', 'connector', [295, 3995], ['Solderless Breadboard', 'Stripboard Pack', 'Protoboard Pack']),
      ] },
    ],
  },
  {
    name: 'Computers & Networking',
    focus: 'jc',
    groups: [
      { name: 'Networking', leaves: [
        leaf('Routers & Mesh', 'network', [4995, 49995], ['Wi-Fi Router', 'Mesh Wi-Fi System', '4G Router']),
        leaf('Switches & Adaptors', 'network', [995, 29995], ['Gigabit Switch', 'USB Wi-Fi Adaptor', 'PoE Injector']),
      ] },
      { name: 'Computer Accessories', leaves: [
        leaf('Keyboards & Mice', 'peripheral', [995, 14995], ['Wireless Keyboard', 'Mechanical Keyboard', 'Wireless Mouse']),
        leaf('USB Hubs & Docks', 'peripheral', [1495, 19995], ['USB-C Hub', 'Docking Station', 'USB 3.0 Hub']),
        leaf('Storage', 'storage', [995, 29995], ['USB Flash Drive', 'Portable SSD', 'MicroSD Card']),
      ] },
      { name: 'Smart Home', leaves: [
        leaf('Smart Plugs & Switches', 'smart', [1495, 9995], ['Smart Plug', 'Smart Power Board', 'Smart Wall Switch']),
        leaf('Smart Hubs & Sensors', 'smart', [1995, 19995], ['Smart Hub', 'Door Sensor', 'Smart Thermostat Sensor']),
      ] },
    ],
  },
  {
    name: 'Gadgets & Gifts',
    focus: 'both',
    groups: [
      { name: 'Gift Cards', leaves: [
        leaf('Digital Gift Cards', 'giftcard', [2000, 50000], ['Digital Gift Card'], { giftCard: true }),
        leaf('Physical Gift Cards', 'giftcard', [2000, 50000], ['Gift Card'], { giftCard: true }),
      ] },
      { name: 'Gadgets', leaves: [
        leaf('Drones', 'drone', [4995, 149995], ['Camera Drone', 'Mini Drone', 'FPV Drone Kit'], { dangerous: true }),
        leaf('Novelty & Desk Gadgets', 'gadget', [995, 9995], ['Desk Lamp', 'Retro Game Console', 'Digital Clock']),
      ] },
      { name: 'Outdoor & Travel', leaves: [
        leaf('Travel Adaptors', 'psu', [995, 4995], ['Travel Adaptor', 'Universal Power Adaptor']),
        leaf('Weather Stations & Clocks', 'gadget', [1995, 29995], ['Weather Station', 'Projection Clock', 'Rain Gauge']),
      ] },
    ],
  },
];
