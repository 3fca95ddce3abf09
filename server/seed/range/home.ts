import { ax, fix, type Line, pack, t, units } from '../specs';

const COLOURS = ['Black', 'White', 'Blue', 'Red', 'Grey'];

/** A leaf of kinds × one ordered grade axis × colours: "<grade> <kind> <colour>". */
const graded = (
  kinds: readonly string[],
  key: string,
  grades: readonly string[],
  colours: readonly string[],
  fixed: Record<string, string>,
  title?: (kind: string, grade: string, colour: string) => string,
): Line => ({
  axes: [ax('Type', kinds), ax(key, grades), ax('Colour', colours), fix(fixed)],
  title: (s) => (title ? title(s.Type!, s[key]!, s.Colour!) : `${t(s[key])} ${s.Type} ${s.Colour}`),
});

export const BT_SPEAKERS: Line[] = [
  graded(
    ['Bluetooth Speaker', 'Waterproof Bluetooth Speaker', 'Party Speaker with Lights'],
    'Power output',
    units([5, 10, 20, 40, 80, 160], 'W'),
    COLOURS,
    { Bluetooth: '5.3' },
  ),
];
export const AMPLIFIERS: Line[] = [
  {
    axes: [
      ax('Type', ['Stereo Amplifier', 'Bluetooth Stereo Amplifier', 'PA Mixer Amplifier', 'Class-D Amplifier Module']),
      ax('Power output', ['2 x 15 W', '2 x 50 W', '2 x 100 W', '120 W', '240 W']),
      ax('Supply', ['12 V', '240 V']),
    ],
    when: (s) =>
      s.Type === 'PA Mixer Amplifier'
        ? !s['Power output']!.startsWith('2 x') && s.Supply === '240 V'
        : s['Power output']!.startsWith('2 x') &&
          (s.Type === 'Class-D Amplifier Module' ? s.Supply === '12 V' && s['Power output'] !== '2 x 100 W' : true),
    title: (s) =>
      `${s['Power output'].replace(' W', 'W').replace(' x ', 'x')} ${s.Type}${s.Supply === '12 V' && s.Type !== 'Class-D Amplifier Module' ? ' 12V' : ''}`,
  },
];
export const PA_SPEAKERS: Line[] = [
  {
    axes: [
      ax('Type', ['Ceiling Speaker Pair', 'Outdoor Speaker Pair', 'Powered PA Speaker', 'Passive PA Speaker']),
      ax('Driver size', ['6.5"', '8"', '10"', '12"', '15"']),
      ax('Power handling', units([40, 80, 250, 500], 'W')),
      ax('Colour', ['White', 'Black']),
    ],
    when: (s) => {
      const pa = s.Type!.includes('PA');
      const big = ['10"', '12"', '15"'].includes(s['Driver size']!);
      return pa
        ? big && s.Colour === 'Black' && ['250 W', '500 W'].includes(s['Power handling']!)
        : !big && ['40 W', '80 W'].includes(s['Power handling']!);
    },
    title: (s) => `${t(s['Driver size'])} ${s['Power handling'].replace(' W', 'W')} ${s.Type}${s.Type.includes('PA') ? '' : ` ${s.Colour}`}`,
  },
];
export const HEADPHONES: Line[] = [
  {
    axes: [
      ax('Type', [
        'True Wireless Earbuds',
        'Noise Cancelling Earbuds',
        'Wireless Over-Ear Headphones',
        'Noise Cancelling Headphones',
        'Kids Headphones',
        'Studio Headphones',
      ]),
      ax('Battery life', ['None (wired)', '6 hours', '8 hours', '30 hours', '50 hours']),
      ax('Colour', ['Black', 'White', 'Blue']),
      fix({ Bluetooth: '5.3' }),
    ],
    when: (s) =>
      s.Type === 'Studio Headphones'
        ? s['Battery life'] === 'None (wired)' && s.Colour === 'Black'
        : s.Type!.includes('Earbuds')
          ? ['6 hours', '8 hours'].includes(s['Battery life']!)
          : ['30 hours', '50 hours'].includes(s['Battery life']!),
    title: (s) =>
      s.Type === 'Studio Headphones'
        ? 'Studio Headphones Closed-Back Wired'
        : `${s.Type} ${s['Battery life'].replace(' hours', '-Hour')} Battery ${s.Colour}`,
  },
];
export const MICS: Line[] = [
  graded(
    ['Dynamic Microphone', 'USB Condenser Microphone', 'Wireless Lapel Microphone Kit', 'Wireless Handheld Microphone Kit'],
    'Pattern',
    ['Cardioid', 'Supercardioid', 'Omnidirectional'],
    ['Black', 'White'],
    { Connection: 'XLR/USB/Wireless' },
    (k, g, c) => `${g} ${k} ${c}`,
  ),
];
export const HDMI_SWITCH: Line[] = [
  {
    axes: [
      ax('Type', ['HDMI Switcher', 'HDMI Splitter', 'HDMI Matrix Switcher', 'HDMI Extender over Cat6']),
      ax('Ports', ['1 in 2 out', '1 in 4 out', '3 in 1 out', '5 in 1 out', '4 in 2 out', '1 in 1 out']),
      ax('Resolution', ['4K', '8K']),
      fix({ 'Refresh rate': '60 Hz' }),
    ],
    when: (s) =>
      (
        ({
          'HDMI Switcher': ['3 in 1 out', '5 in 1 out'],
          'HDMI Splitter': ['1 in 2 out', '1 in 4 out'],
          'HDMI Matrix Switcher': ['4 in 2 out'],
          'HDMI Extender over Cat6': ['1 in 1 out'],
        }) as Record<string, string[]>
      )[s.Type as string]!.includes(s.Ports!),
    title: (s) =>
      `${s.Type}${s.Ports === '1 in 1 out' ? '' : ` ${s.Ports.replace(/(\d) in (\d) out/, '$1x$2')}`} ${s.Resolution} ${t(s['Refresh rate'])}`,
  },
];
export const MEDIA: Line[] = [
  graded(
    ['Android TV Media Player', 'Indoor TV Antenna', 'Outdoor TV Antenna', 'Antenna Masthead Amplifier'],
    'Grade',
    ['Standard', 'Plus', 'Long Range'],
    ['Black', 'White'],
    { Signal: 'UHF/VHF or HDMI' },
    (k, g, c) => `${k}${g === 'Standard' ? '' : ` ${g}`} ${c}`,
  ),
];
export const PROJECTORS: Line[] = [
  {
    axes: [
      ax('Type', [
        'Mini LED Projector',
        'Home Theatre Projector',
        'Pull-Down Projector Screen',
        'Tripod Projector Screen',
        'Ceiling Projector Mount',
      ]),
      ax('Size', ['n/a', '84"', '100"', '120"']),
      ax('Resolution', ['n/a', '720p', '1080p', '4K']),
    ],
    when: (s) =>
      s.Type!.includes('Screen')
        ? s.Size !== 'n/a' && s.Resolution === 'n/a'
        : s.Type === 'Ceiling Projector Mount'
          ? s.Size === 'n/a' && s.Resolution === 'n/a'
          : s.Size === 'n/a' && s.Resolution !== 'n/a' && (s.Type === 'Mini LED Projector') === (s.Resolution !== '4K'),
    title: (s) =>
      s.Type!.includes('Screen') ? `${s.Size} ${s.Type} 16:9` : s.Resolution === 'n/a' ? `${s.Type} Universal` : `${s.Resolution} ${s.Type}`,
  },
];

export const WIFI_CAMERAS: Line[] = [
  graded(
    ['Wi-Fi Security Camera', 'Pan-Tilt Wi-Fi Camera', 'Battery Wi-Fi Camera', 'Video Doorbell'],
    'Resolution',
    ['1080p', '2K', '4MP', '4K'],
    ['White', 'Black'],
    { Storage: 'microSD + Cloud' },
    (k, g, c) => `${g} ${k} ${c}`,
  ),
];
export const CCTV: Line[] = [
  {
    axes: [
      ax('Cameras', [2, 4, 8, 16]),
      ax('Resolution', ['1080p', '4MP', '4K']),
      ax('Recorder', ['NVR', 'Wi-Fi NVR']),
      ax('Hard drive', ['1 TB', '2 TB', '4 TB']),
    ],
    when: (s) =>
      Number(s.Cameras) <= (s.Recorder === 'Wi-Fi NVR' ? 4 : 16) &&
      (s['Hard drive'] === '1 TB') === Number(s.Cameras) <= 2 &&
      !(s['Hard drive'] === '4 TB' && Number(s.Cameras) < 8),
    title: (s) => `${s.Cameras}-Camera ${s.Resolution} ${s.Recorder === 'NVR' ? 'PoE' : 'Wi-Fi'} CCTV Kit with ${t(s['Hard drive'])} Hard Drive`,
  },
];
export const DASH_CAMS: Line[] = [
  {
    axes: [
      ax('Type', ['Dash Cam', 'Front and Rear Dash Cam', 'Mirror Dash Cam', 'Trail Camera', 'Action Camera']),
      ax('Resolution', ['1080p', '2K', '4K']),
      ax('GPS', ['No', 'Yes']),
    ],
    when: (s) => (s.Type!.includes('Dash Cam') ? true : s.GPS === 'No'),
    title: (s) => `${s.Resolution} ${s.Type}${s.GPS === 'Yes' ? ' with GPS' : ''}`,
  },
];
export const ALARMS: Line[] = [
  graded(
    ['Wireless Alarm Kit', 'Wi-Fi Alarm Kit', 'Outdoor Alarm Siren', 'Alarm Keypad'],
    'Zones',
    ['4 zones', '8 zones', '16 zones', '32 zones'],
    ['White'],
    { Connectivity: 'Wireless 433 MHz' },
    (k, g) => `${k} ${g.replace(/(\d+) zones/, '$1-Zone')}`,
  ),
];
export const LOCKS: Line[] = [
  graded(
    ['Keypad Smart Lock', 'Fingerprint Smart Lock', 'Video Intercom Kit', 'Wireless Door Chime'],
    'Connectivity',
    ['Bluetooth', 'Wi-Fi', 'Zigbee'],
    ['Black', 'Silver'],
    { Power: 'Battery or 12 V DC' },
    (k, g, c) => `${g} ${k} ${c}`,
  ),
];
export const DETECTORS: Line[] = [
  {
    axes: [
      ax('Type', ['PIR Motion Detector', 'Reed Switch', 'Photoelectric Smoke Alarm', 'Interconnected Smoke Alarm', 'Water Leak Detector']),
      ax('Power', ['9 V battery', '10-year lithium', '12 V DC', 'Wired']),
      ax('Pack quantity', [1, 2, 4, 10]),
    ],
    when: (s) =>
      s.Type!.includes('Smoke')
        ? s.Power !== '12 V DC' && s.Power !== 'Wired' && s['Pack quantity'] !== '10'
        : s.Type === 'Reed Switch'
          ? s.Power === 'Wired' && s['Pack quantity'] !== '1'
          : s.Power === '12 V DC' && s['Pack quantity'] === '1',
    title: (s) =>
      `${s.Type}${s.Type.includes('Smoke') ? ` ${s.Power === '9 V battery' ? '9-Volt Battery' : '10-Year Lithium Battery'}` : ''}${pack(s)}`,
  },
];
export const SAFES: Line[] = [
  graded(['Digital Safe', 'Fireproof Document Safe', 'Key Cabinet', 'Cash Box'], 'Capacity', units([4, 8, 16, 25, 40], 'L'), ['Grey', 'Black'], {
    Lock: 'Keypad and key',
  }),
];
export const CCTV_DRIVES: Line[] = [
  {
    axes: [
      ax('Type', ['Surveillance Hard Drive 3.5"', 'High Endurance microSD Card']),
      ax('Capacity', ['32 GB', '64 GB', '128 GB', '256 GB', '1 TB', '2 TB', '4 TB', '8 TB']),
    ],
    when: (s) => s.Capacity!.endsWith('TB') === s.Type!.startsWith('Surveillance'),
    title: (s) => `${t(s.Capacity)} ${s.Type.replace(' 3.5"', '')}${s.Type.endsWith('3.5"') ? ' 3.5-inch' : ''}`,
  },
];

export const STRIPS: Line[] = [
  {
    axes: [
      ax('Type', ['LED Strip', 'RGB LED Strip', 'Addressable RGB LED Strip']),
      ax('Voltage', units([5, 12, 24], 'V')),
      ax('Colour temperature', ['Warm White', 'Cool White', 'RGB']),
      ax('IP rating', ['IP20', 'IP65']),
      ax('Sold', ['per metre', '5 m roll']),
    ],
    when: (s) =>
      s.Type === 'LED Strip'
        ? s['Colour temperature'] !== 'RGB' && s.Voltage !== '5 V'
        : s['Colour temperature'] === 'RGB' && (s.Type === 'RGB LED Strip' ? s.Voltage === '12 V' : s.Voltage !== '24 V'),
    title: (s) =>
      `${t(s.Voltage)} ${s['Colour temperature'] === 'RGB' ? '' : `${s['Colour temperature']} `}${s.Type} ${s['IP rating']}${s.Sold === 'per metre' ? ' - Per Metre' : ' - 5 Metre Roll'}`,
  },
];
export const LED_DRIVERS: Line[] = [
  {
    axes: [
      ax('Type', ['Constant Voltage LED Driver', 'Wi-Fi LED Strip Controller', 'LED Dimmer']),
      ax('Output voltage', units([12, 24], 'V')),
      ax('Output power', units([30, 60, 100, 150], 'W')),
    ],
    when: (s) => s.Type === 'Constant Voltage LED Driver' || s['Output power'] === '60 W' || s['Output power'] === '150 W',
    title: (s) => `${t(s['Output voltage'])} ${t(s['Output power'])} ${s.Type}`,
  },
];
export const TORCHES: Line[] = [
  graded(
    ['Rechargeable LED Torch', 'Tactical LED Torch', 'LED Pen Light', 'Magnetic Inspection Torch'],
    'Light output',
    units([150, 300, 1000, 2000, 5000], 'lm'),
    ['Black', 'Grey'],
    { Battery: 'Rechargeable Li-ion' },
    (k, g, c) => `${g.replace(' lm', ' Lumen')} ${k} ${c}`,
  ),
];
export const HEADLAMPS: Line[] = [
  graded(
    ['LED Headlamp', 'Rechargeable LED Headlamp', 'Camping Lantern', 'Rechargeable Work Lamp'],
    'Light output',
    units([200, 400, 800, 1500], 'lm'),
    ['Black', 'Orange'],
    { Battery: 'AAA or Li-ion' },
    (k, g, c) => `${g.replace(' lm', ' Lumen')} ${k} ${c}`,
  ),
];
export const GLOBES: Line[] = [
  graded(
    ['Smart Wi-Fi LED Globe B22', 'Smart Wi-Fi LED Globe E27', 'Filament LED Globe E27', 'LED Downlight'],
    'Power',
    units([5, 9, 12], 'W'),
    ['Warm White', 'Tunable White', 'RGB'],
    { Voltage: '240 V AC' },
    (k, g, c) => `${g.replace(' W', 'W')} ${k} ${c}`,
  ),
];
export const GARDEN: Line[] = [
  graded(
    ['Solar Garden Light Set', 'Solar Flood Light', 'Solar Festoon Lights', 'Solar Path Lights'],
    'Light output',
    units([50, 200, 800, 1500], 'lm'),
    ['Warm White', 'Cool White'],
    { Power: 'Solar with Li-ion battery' },
    (k, g, c) => `${g.replace(' lm', ' Lumen')} ${k} ${c}`,
  ),
];
export const SENSOR_LIGHTS: Line[] = [
  graded(
    ['Motion Sensor Light', 'Twin Security Flood Light with Sensor', 'Battery Motion Sensor Light'],
    'Light output',
    units([300, 1200, 2500, 4000], 'lm'),
    ['Black', 'White'],
    { 'IP rating': 'IP65' },
    (k, g, c) => `${g.replace(' lm', ' Lumen')} ${k} ${c}`,
  ),
];

export const BEGINNER_KITS: Line[] = [
  graded(
    ['Electronics Starter Kit', 'Learn to Solder Kit', 'Breadboard Lab Kit', 'Microcontroller Starter Kit'],
    'Parts',
    ['20 parts', '60 parts', '150 parts', '300 parts'],
    ['Age 8+', 'Age 12+'],
    { 'Soldering required': 'Kit dependent' },
    (k, g, c) => `${k} ${g.replace(' parts', ' Parts')} ${c}`,
  ),
];
export const PROJECT_KITS: Line[] = [
  graded(
    ['Weather Station Kit', 'Robot Car Kit', 'Synthesiser Kit', 'LED Cube Kit', 'FM Radio Kit', 'Clock Kit'],
    'Skill level',
    ['Beginner', 'Intermediate', 'Advanced'],
    ['Age 10+', 'Age 14+'],
    { 'Soldering required': 'Yes' },
    (k, g, c) => `${g} ${k} ${c}`,
  ),
];
export const ROBOTICS: Line[] = [
  graded(
    ['Robot Arm Kit', 'Programmable Robot', 'Line Follower Robot Kit', 'Hexapod Robot Kit'],
    'Servos',
    ['2 servos', '4 servos', '6 servos', '18 servos'],
    ['Age 8+', 'Age 12+'],
    { Programming: 'Block code and Python' },
    (k, g, c) => `${k} with ${g.replace(' servos', ' Servos')} ${c}`,
  ),
];
export const SCIENCE: Line[] = [
  graded(
    ['Coding Kit', 'Circuit Blocks Set', 'Crystal Radio Science Kit', 'Solar Science Kit'],
    'Projects',
    ['10 projects', '50 projects', '100 projects', '300 projects'],
    ['Age 6+', 'Age 8+', 'Age 10+'],
    { Batteries: 'AA, not included' },
    (k, g, c) => `${k} ${g.replace(' projects', ' Projects')} ${c}`,
  ),
];
export const BOOKS: Line[] = [
  {
    axes: [
      ax('Title', [
        'Electronics for Beginners',
        'Microcontroller Projects',
        'Practical Soldering',
        'Robotics Handbook',
        'Solar and 12 Volt Power',
        'Home Automation Projects',
        'Audio Amplifier Design',
        'PCB Design Guide',
      ]),
      ax('Format', ['Paperback', 'Spiral bound']),
      ax('Edition', ['1st edition', '2nd edition', '3rd edition']),
    ],
    when: (s) => (s.Edition === '1st edition') !== (s.Format === 'Spiral bound') || s.Edition === '2nd edition',
    title: (s) => `${s.Title} ${s.Format} ${s.Edition.replace(' edition', ' Edition')}`,
  },
];

export const ROUTERS: Line[] = [
  graded(
    ['Wi-Fi Router', 'Mesh Wi-Fi System 2-Pack', 'Mesh Wi-Fi System 3-Pack', '4G Router', '5G Router'],
    'Standard',
    ['Wi-Fi 5', 'Wi-Fi 6', 'Wi-Fi 6E', 'Wi-Fi 7'],
    ['Black', 'White'],
    { Ports: 'Gigabit Ethernet' },
    (k, g, c) => `${g} ${k} ${c}`,
  ),
];
export const NET_SWITCHES: Line[] = [
  {
    axes: [ax('Type', ['Unmanaged Switch', 'PoE Switch', 'Managed Switch']), ax('Ports', [5, 8, 16, 24]), ax('Speed', ['Gigabit', '2.5G'])],
    when: (s) => !(s.Speed === '2.5G' && Number(s.Ports) > 8),
    title: (s) => `${s.Ports}-Port ${s.Speed} ${s.Type}`,
  },
  {
    axes: [ax('Type', ['USB Wi-Fi Adaptor', 'USB Ethernet Adaptor', 'PoE Injector']), ax('Ports', [1]), ax('Speed', ['Gigabit', '2.5G', 'Wi-Fi 6'])],
    when: (s) => (s.Type === 'USB Wi-Fi Adaptor') === (s.Speed === 'Wi-Fi 6'),
    title: (s) => `${s.Speed} ${s.Type}`,
  },
];
export const KEYBOARDS: Line[] = [
  graded(
    ['Keyboard', 'Mechanical Keyboard', 'Keyboard and Mouse Set', 'Mouse', 'Ergonomic Mouse'],
    'Connection',
    ['Wired USB', '2.4 GHz', 'Bluetooth', 'Dual-mode Wireless'],
    ['Black', 'White', 'Grey'],
    { Layout: 'US English' },
    (k, g, c) => `${g} ${k} ${c}`,
  ),
];
export const HUBS: Line[] = [
  {
    axes: [ax('Type', ['USB-C Hub', 'USB 3.0 Hub', 'USB-C Docking Station']), ax('Ports', [4, 7, 10, 13]), ax('Power delivery', ['None', '100 W'])],
    when: (s) => (s.Type === 'USB-C Docking Station' ? Number(s.Ports) >= 10 && s['Power delivery'] === '100 W' : Number(s.Ports) <= 10),
    title: (s) => `${s.Ports}-Port ${s.Type}${s['Power delivery'] === 'None' ? '' : ` with ${t(s['Power delivery'])} Power Delivery`}`,
  },
];
export const STORAGE: Line[] = [
  {
    axes: [
      ax('Type', ['USB Flash Drive', 'USB-C Flash Drive', 'microSD Card', 'Portable SSD', 'NVMe SSD']),
      ax('Capacity', ['16 GB', '32 GB', '64 GB', '128 GB', '256 GB', '512 GB', '1 TB', '2 TB', '4 TB']),
    ],
    when: (s) => {
      const i = ['16 GB', '32 GB', '64 GB', '128 GB', '256 GB', '512 GB', '1 TB', '2 TB', '4 TB'].indexOf(s.Capacity!);
      return s.Type!.includes('SSD') ? i >= 5 : i <= 6;
    },
    title: (s) => `${t(s.Capacity)} ${s.Type}`,
  },
];
export const SMART_PLUGS: Line[] = [
  graded(
    ['Smart Plug', 'Smart Plug with Energy Monitoring', 'Smart Power Board 4-Outlet', 'Smart Wall Switch'],
    'Protocol',
    ['Wi-Fi', 'Zigbee', 'Matter'],
    ['White', 'Black'],
    { 'Max load': '10 A' },
    (k, g, c) => `${g} ${k} ${c}`,
  ),
];
export const SMART_HUBS: Line[] = [
  graded(
    ['Smart Home Hub', 'Door and Window Sensor', 'Temperature and Humidity Sensor', 'Smart Motion Sensor', 'Smart Thermostat'],
    'Protocol',
    ['Wi-Fi', 'Zigbee', 'Matter', 'Thread'],
    ['White'],
    { Power: 'Battery or USB' },
    (k, g) => `${g} ${k}`,
  ),
];

export const DRONES: Line[] = [
  {
    axes: [
      ax('Type', ['Mini Drone', 'Camera Drone', 'Folding GPS Camera Drone', 'FPV Drone Kit']),
      ax('Camera', ['None', '720p', '1080p', '2.7K', '4K']),
      ax('Flight time', units([8, 15, 25, 34], 'min')),
    ],
    when: (s) => {
      const i = ['None', '720p', '1080p', '2.7K', '4K'].indexOf(s.Camera!);
      const m = Number.parseInt(s['Flight time']!);
      return (
        (
          {
            'Mini Drone': i <= 1 && m === 8,
            'Camera Drone': (i === 2 || i === 3) && m === 15,
            'Folding GPS Camera Drone': i >= 3 && m >= 25,
            'FPV Drone Kit': i === 1 && m === 8,
          } as Record<string, boolean>
        )[s.Type as string] ?? false
      );
    },
    title: (s) => `${s.Camera === 'None' ? '' : `${s.Camera} `}${s.Type} ${s['Flight time'].replace(' min', '-Minute Flight')}`,
  },
];
export const NOVELTY: Line[] = [
  graded(
    ['LED Desk Lamp', 'Retro Handheld Game Console', 'Digital Alarm Clock', 'Wireless Charging Pad', 'Mini Desk Fan'],
    'Power',
    ['USB', 'Rechargeable', 'Mains'],
    ['Black', 'White', 'Blue'],
    { Warranty: '1 year' },
    (k, g, c) => `${k}${g === 'USB' ? ' USB Powered' : g === 'Rechargeable' ? ' Rechargeable' : ''} ${c}`,
  ),
];
export const TRAVEL: Line[] = [
  {
    axes: [
      ax('Type', ['Travel Adaptor', 'Universal Travel Adaptor with USB-C', 'Travel Power Board']),
      ax('Destination', ['USA/Japan', 'UK', 'Europe', 'Worldwide']),
      ax('USB output', ['None', '20 W', '65 W']),
    ],
    when: (s) =>
      s.Type === 'Travel Adaptor'
        ? s.Destination !== 'Worldwide' && s['USB output'] === 'None'
        : s.Type === 'Travel Power Board'
          ? s.Destination !== 'Worldwide' && s['USB output'] === '20 W'
          : s.Destination === 'Worldwide' && s['USB output'] !== 'None',
    title: (s) =>
      s.Destination === 'Worldwide'
        ? `${t(s['USB output'])} ${s.Type}`
        : `${s.Type} ${s.Destination}${s['USB output'] === 'None' ? '' : ` with ${t(s['USB output'])} USB`}`,
  },
];
export const WEATHER: Line[] = [
  graded(
    ['Wireless Weather Station', 'Wi-Fi Weather Station', 'Projection Clock', 'Digital Rain Gauge'],
    'Display',
    ['Mono LCD', 'Colour LCD'],
    ['Black', 'White'],
    { Power: 'AA batteries and USB' },
    (k, g, c) => `${k} ${g.replace(' LCD', ' Display')} ${c}`,
  ),
];
