import { ax, fix, type Line, pack, t } from '../specs';

const ARDUINO = 'Arduino-compatible: programs from the Arduino IDE with the usual libraries and shields.';

export const UNO: Line[] = [
  {
    axes: [
      ax('Microcontroller', ['ATmega328P', 'ATmega328PB']),
      ax('USB-serial chip', ['CH340', 'ATmega16U2']),
      ax('USB connector', ['USB-B', 'Micro-USB', 'USB-C']),
      ax('Package', ['Board only', 'With USB cable', 'Starter kit']),
      fix({ 'Operating voltage': '5 V', 'Clock speed': '16 MHz', Flash: '32 KB' }),
    ],
    title: (s) =>
      s.Package === 'Starter kit'
        ? `Uno-compatible Starter Kit ${s.Microcontroller} ${s['USB connector']} with ${s['USB-serial chip']}`
        : `Uno-compatible Development Board ${s.Microcontroller} ${s['USB connector']} with ${s['USB-serial chip']}${s.Package === 'With USB cable' ? ' and Cable' : ''}`,
    blurb: () => ARDUINO,
  },
];

export const NANO: Line[] = [
  {
    axes: [
      ax('Microcontroller', ['ATmega328P', 'ATmega328PB', 'ATmega4809']),
      ax('USB-serial chip', ['CH340', 'FT232RL']),
      ax('USB connector', ['Mini-USB', 'Micro-USB', 'USB-C']),
      ax('Headers', ['Unsoldered', 'Soldered']),
      ax('Pack quantity', [1, 3]),
      fix({ 'Operating voltage': '5 V', 'Clock speed': '16 MHz' }),
    ],
    title: (s) =>
      `Nano-compatible Board ${s.Microcontroller} ${s['USB connector']} ${s['USB-serial chip']}${s.Headers === 'Soldered' ? ' with Soldered Headers' : ''}${pack(s)}`,
    blurb: () => ARDUINO,
  },
];

const ESP_CHIPS = [
  { Chip: 'ESP8266', Wireless: 'Wi-Fi' },
  { Chip: 'ESP32', Wireless: 'Wi-Fi & Bluetooth' },
  { Chip: 'ESP32-S3', Wireless: 'Wi-Fi & Bluetooth' },
  { Chip: 'ESP32-C3', Wireless: 'Wi-Fi & Bluetooth' },
  { Chip: 'ESP32-C6', Wireless: 'Wi-Fi & Bluetooth' },
];

export const ESP: Line[] = [
  {
    axes: [
      ESP_CHIPS,
      ax('Form factor', ['Development Board', 'Mini Board', 'Module', 'Camera Board']),
      ax('Flash', ['4 MB', '8 MB', '16 MB']),
      ax('USB connector', ['Micro-USB', 'USB-C', 'None']),
    ],
    when: (s) =>
      (s['Form factor'] === 'Module') === (s['USB connector'] === 'None') &&
      (s['Form factor'] !== 'Camera Board' || s.Chip === 'ESP32' || s.Chip === 'ESP32-S3') &&
      (s.Chip !== 'ESP8266' || s.Flash === '4 MB'),
    title: (s) =>
      s['Form factor'] === 'Module'
        ? `${s.Chip} Module ${s.Wireless} ${t(s.Flash!)}`
        : `${s.Chip} ${s.Wireless} ${s['Form factor']} ${t(s.Flash!)} ${s['USB connector']}`,
    blurb: () => 'Arduino-compatible and programmable with MicroPython or the vendor SDK.',
  },
];

const SBC_MODELS = [
  { Model: 'Zero 2', Processor: 'Quad-core Cortex-A53 1 GHz', 'GPIO header': '40-pin', Networking: 'Wi-Fi, Bluetooth' },
  { Model: 'Model 4', Processor: 'Quad-core Cortex-A72 1.8 GHz', 'GPIO header': '40-pin', Networking: 'Gigabit Ethernet, Wi-Fi, Bluetooth' },
  { Model: 'Model 5', Processor: 'Quad-core Cortex-A76 2.4 GHz', 'GPIO header': '40-pin', Networking: 'Gigabit Ethernet, Wi-Fi, Bluetooth' },
  { Model: 'Model 5 Plus', Processor: 'Octa-core Cortex-A76/A55 2.4 GHz', 'GPIO header': '40-pin', Networking: '2.5G Ethernet, Wi-Fi 6, Bluetooth' },
  { Model: 'x86 N100', Processor: 'Quad-core Intel N100 3.4 GHz', 'GPIO header': 'None', Networking: '2.5G Ethernet, Wi-Fi 6, Bluetooth' },
];

export const SBC: Line[] = [
  {
    axes: [SBC_MODELS, ax('RAM', ['512 MB', '1 GB', '2 GB', '4 GB', '8 GB', '16 GB']), ax('Package', ['Board only', 'Starter kit', 'Desktop kit'])],
    when: (s) =>
      s.Model === 'Zero 2'
        ? s.RAM === '512 MB'
        : s.Model === 'Model 4'
          ? ['1 GB', '2 GB', '4 GB', '8 GB'].includes(s.RAM!)
          : s.Model === 'Model 5'
            ? ['2 GB', '4 GB', '8 GB', '16 GB'].includes(s.RAM!)
            : ['8 GB', '16 GB'].includes(s.RAM!),
    title: (s) =>
      `Single Board Computer ${s.Model} ${t(s.RAM!)}${s.Package === 'Board only' ? '' : ` ${s.Package === 'Starter kit' ? 'Starter Kit' : 'Desktop Kit'}`}`,
    blurb: (s) =>
      s['GPIO header'] === '40-pin'
        ? 'Raspberry Pi-compatible 40-pin GPIO header, so HATs and pin-out guides fit as they are.'
        : 'An x86 board that runs desktop Linux and Windows.',
  },
];

const OTHER_MCUS = [
  { Microcontroller: 'RP2040', 'Operating voltage': '3.3 V', Family: 'RP2040 Development Board' },
  { Microcontroller: 'RP2350', 'Operating voltage': '3.3 V', Family: 'RP2350 Development Board' },
  { Microcontroller: 'STM32F411', 'Operating voltage': '3.3 V', Family: 'STM32F411 Development Board' },
  { Microcontroller: 'SAMD21', 'Operating voltage': '3.3 V', Family: 'SAMD21 Development Board' },
  { Microcontroller: 'nRF52840', 'Operating voltage': '3.3 V', Family: 'nRF52840 Bluetooth LE Development Board' },
  { Microcontroller: 'ATmega2560', 'Operating voltage': '5 V', Family: 'Mega-compatible Development Board ATmega2560' },
  { Microcontroller: 'ATmega32U4', 'Operating voltage': '5 V', Family: 'Leonardo-compatible Development Board ATmega32U4' },
];

export const OTHER_BOARDS: Line[] = [
  {
    axes: [OTHER_MCUS, ax('USB connector', ['Micro-USB', 'USB-C']), ax('Headers', ['Unsoldered', 'Soldered'])],
    title: (s) => `${s.Family} ${s['USB connector']}${s.Headers === 'Soldered' ? ' with Soldered Headers' : ''}`,
    blurb: (s) =>
      s['Operating voltage'] === '5 V'
        ? 'Arduino-compatible: programs from the Arduino IDE.'
        : 'Programs from the Arduino IDE, MicroPython or the vendor SDK.',
  },
];

const SHIELD_KINDS = [
  { Function: 'Motor driver', Chip: 'L293D', Channels: '4', 'Max current': '0.6 A' },
  { Function: 'Motor driver', Chip: 'TB6612FNG', Channels: '2', 'Max current': '1.2 A' },
  { Function: 'Motor driver', Chip: 'L298P', Channels: '2', 'Max current': '2 A' },
  { Function: 'Stepper driver', Chip: 'A4988', Channels: '4', 'Max current': '2 A' },
  { Function: 'Stepper driver', Chip: 'DRV8825', Channels: '4', 'Max current': '2.2 A' },
  { Function: 'Servo driver', Chip: 'PCA9685', Channels: '16', 'Max current': '1 A' },
];

export const MOTOR_SHIELDS: Line[] = [
  {
    axes: [SHIELD_KINDS, ax('Form factor', ['Uno shield', 'Breakout board']), ax('Pack quantity', [1, 2])],
    title: (s) =>
      `${s.Chip} ${s.Function === 'Motor driver' ? 'Motor Driver' : s.Function === 'Stepper driver' ? 'Stepper Driver' : '16-Channel Servo Driver'} ${s['Form factor'] === 'Uno shield' ? 'Shield' : 'Board'}${pack(s)}`,
  },
];

export const PROTO_SHIELDS: Line[] = [
  {
    axes: [
      ax('Type', ['Prototyping Shield', 'Screw Terminal Shield', 'Sensor Expansion Shield', 'Mega Prototyping Shield']),
      ax('Includes', ['Bare board', 'With mini breadboard', 'With headers']),
      ax('Pack quantity', [1, 2, 5]),
    ],
    when: (s) => s.Includes !== 'With mini breadboard' || s.Type.includes('Prototyping'),
    title: (s) =>
      `${s.Type}${s.Includes === 'Bare board' ? '' : s.Includes === 'With headers' ? ' with Headers' : ' with Mini Breadboard'}${pack(s)}`,
  },
];

export const DISPLAY_SHIELDS: Line[] = [
  {
    axes: [
      [
        { Display: 'Character LCD', 'Screen size': '16x2 characters', Touch: 'No', Interface: 'Parallel' },
        { Display: 'OLED', 'Screen size': '1.3"', Touch: 'No', Interface: 'I2C' },
        { Display: 'TFT', 'Screen size': '2.4"', Touch: 'Resistive', Interface: 'Parallel' },
        { Display: 'TFT', 'Screen size': '2.8"', Touch: 'Resistive', Interface: 'SPI' },
        { Display: 'TFT', 'Screen size': '3.5"', Touch: 'Resistive', Interface: 'Parallel' },
        { Display: 'TFT', 'Screen size': '3.5"', Touch: 'Capacitive', Interface: 'SPI' },
      ],
      ax('Buttons', ['None', 'Keypad']),
    ],
    when: (s) => s.Touch === 'No' || s.Buttons === 'None',
    title: (s) =>
      s.Display === 'Character LCD'
        ? `16x2 Character LCD Shield${s.Buttons === 'Keypad' ? ' with Keypad' : ''}`
        : `${t(s['Screen size']!)} ${s.Display}${s.Touch === 'No' ? '' : ` ${s.Touch} Touch`} Shield ${s.Interface}${s.Buttons === 'Keypad' ? ' with Keypad' : ''}`,
  },
];

export const USB_PROGRAMMERS: Line[] = [
  {
    axes: [
      [
        { Type: 'USB to Serial Adaptor', Chip: 'CH340' },
        { Type: 'USB to Serial Adaptor', Chip: 'CP2102' },
        { Type: 'USB to Serial Adaptor', Chip: 'FT232RL' },
        { Type: 'AVR ISP Programmer', Chip: 'USBasp' },
        { Type: 'AVR ISP Programmer', Chip: 'ATmega16U2' },
      ],
      ax('Logic level', ['3.3 V', '5 V', '3.3/5 V switchable']),
      ax('USB connector', ['Micro-USB', 'USB-C', 'USB-A']),
    ],
    when: (s) => s.Type !== 'AVR ISP Programmer' || s['Logic level'] !== '3.3 V',
    title: (s) => `${s.Chip} ${s.Type} ${s['Logic level'] === '3.3/5 V switchable' ? 'Dual Voltage' : t(s['Logic level']!)} ${s['USB connector']}`,
  },
];

export const DEBUG_PROBES: Line[] = [
  {
    axes: [
      ax('Protocol', ['SWD', 'JTAG/SWD', 'UPDI', 'JTAG/SWD with UART']),
      ax('Target voltage', ['3.3 V', '1.8-5 V']),
      ax('Connector', ['10-pin Cortex', '20-pin JTAG']),
      ax('USB connector', ['Micro-USB', 'USB-C']),
    ],
    when: (s) => s.Protocol !== 'UPDI' || s.Connector === '10-pin Cortex',
    title: (s) => `${s.Protocol} Debug Probe ${s.Connector} ${s['Target voltage'] === '3.3 V' ? '3.3V' : 'Adjustable Voltage'} ${s['USB connector']}`,
  },
];
