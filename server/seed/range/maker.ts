import { ax, type Line, pack, type Specs, t, units } from '../specs';

/**
 * The staples every maker retailer stocks that a parts range is judged by (Jaycar, Altronics, Core
 * Electronics, Adafruit and SparkFun all carry them): power and motor modules by part number, radio and
 * interface modules, the sensors projects start from, the bench's helping hands and clip leads, the
 * hardware a build goes into, and the addressable LEDs makers call NeoPixels. Each leaf has enough to
 * compare (about twenty products or more), its products named as the makers' own guides name them.
 */

const rows = (keys: readonly string[], values: ReadonlyArray<readonly (string | number)[]>): Specs[] =>
  values.map((v) => Object.fromEntries(keys.map((k, i) => [k, String(v[i])])));

/** A table of parts in packs: `[specs…]` rows × pack sizes, a pack size the `packs` of the row allows. */
const parts = (
  keys: readonly string[],
  values: ReadonlyArray<readonly (string | number)[]>,
  packs: readonly number[],
  title: (s: Specs) => string,
  only?: (s: Specs) => boolean,
  blurb?: (s: Specs) => string,
): Line => ({
  axes: [rows(keys, values), ax('Pack quantity', packs)],
  ...(only ? { when: only } : {}),
  title: (s) => `${title(s)}${pack(s)}`,
  ...(blurb ? { blurb } : {}),
});

// ---------------------------------------------------------------- power and motor modules

export const DC_DC: Line[] = [
  parts(
    ['Module', 'Type', 'Input voltage', 'Output voltage', 'Output current'],
    [
      ['LM2596', 'Buck (Step-Down)', '4-40 V', '1.25-37 V', '3 A'],
      ['LM2596S', 'Buck (Step-Down) with Voltmeter', '4-40 V', '1.25-37 V', '3 A'],
      ['XL4015', 'Buck (Step-Down)', '8-36 V', '1.25-32 V', '5 A'],
      ['XL4016', 'Buck (Step-Down)', '8-40 V', '1.25-36 V', '8 A'],
      ['MP1584EN', 'Mini Buck (Step-Down)', '4.5-28 V', '0.8-20 V', '3 A'],
      ['Mini-360', 'Mini Buck (Step-Down)', '4.75-23 V', '1-17 V', '1.8 A'],
      ['MT3608', 'Boost (Step-Up)', '2-24 V', '5-28 V', '2 A'],
      ['XL6009', 'Boost (Step-Up)', '3-32 V', '5-35 V', '4 A'],
      ['XL6019', 'Boost (Step-Up)', '5-40 V', '5-45 V', '5 A'],
      ['TPS61023', 'Mini Boost (Step-Up) to 5V', '0.5-5.5 V', '5 V', '1 A'],
      ['XL6009E1', 'Buck-Boost', '3-35 V', '1.25-35 V', '3 A'],
      ['LTC3780', 'Buck-Boost', '5-32 V', '1-30 V', '10 A'],
      ['ZK-4KX', 'Buck-Boost with Display', '0.5-30 V', '0.5-30 V', '4 A'],
    ],
    [1, 2, 5],
    (s) => `${s.Module} DC-DC ${s.Type} Converter Module ${t(s['Output current'])}`,
    (s) => s['Pack quantity'] === '1' || !/LTC3780|ZK-4KX|XL4016/.test(s.Module!),
    (s) => `Takes ${s['Input voltage']} in and gives an adjustable ${s['Output voltage']} out.`,
  ),
];

export const MOTOR_DRIVERS: Line[] = [
  parts(
    ['Driver IC', 'Type', 'Motor type', 'Supply voltage', 'Current per channel'],
    [
      ['L298N', 'Dual H-Bridge Motor Driver Module', 'DC or stepper', '5-35 V', '2 A'],
      ['L9110S', 'Dual Motor Driver Module', 'DC', '2.5-12 V', '0.8 A'],
      ['TB6612FNG', 'Dual Motor Driver Module', 'DC', '2.5-13.5 V', '1.2 A'],
      ['DRV8833', 'Dual Motor Driver Module', 'DC or stepper', '2.7-10.8 V', '1.5 A'],
      ['MX1508', 'Dual Motor Driver Module', 'DC', '2-10 V', '1.5 A'],
      ['DRV8871', 'Brushed DC Motor Driver Module', 'DC', '6.5-45 V', '3.6 A'],
      ['BTS7960', 'High Current H-Bridge Motor Driver Module', 'DC', '5.5-27 V', '43 A'],
      ['A4988', 'Stepper Motor Driver Module', 'Stepper', '8-35 V', '2 A'],
      ['DRV8825', 'Stepper Motor Driver Module', 'Stepper', '8.2-45 V', '2.2 A'],
      ['TMC2208', 'Silent Stepper Motor Driver Module', 'Stepper', '4.75-36 V', '1.4 A'],
      ['TMC2209', 'Silent Stepper Motor Driver Module', 'Stepper', '4.75-29 V', '2 A'],
      ['TB6600', 'Stepper Motor Driver', 'Stepper', '9-42 V', '4 A'],
      ['ULN2003', 'Stepper Motor Driver Board', 'Stepper', '5-12 V', '0.5 A'],
      ['PCA9685', '16-Channel PWM Servo Driver Module', 'Servo', '2.3-5.5 V', '0.025 A'],
      ['IRF520', 'MOSFET Driver Module', 'DC', '3.3-24 V', '5 A'],
      ['D4184', 'Dual MOSFET Switch Module', 'DC', '5-36 V', '15 A'],
    ],
    [1, 2, 5],
    (s) => `${s['Driver IC']} ${s.Type}`,
    (s) => s['Pack quantity'] !== '5' || /A4988|DRV8825|TMC220|L9110S|MX1508|ULN2003/.test(s['Driver IC']!),
    (s) =>
      `Drives ${s['Motor type'] === 'Servo' ? 'up to sixteen servos' : `${s['Motor type']!.toLowerCase()} motors`} from ${s['Supply voltage']}, up to ${s['Current per channel']} a channel.`,
  ),
];

export const CHARGER_MODULES: Line[] = [
  parts(
    ['Module', 'Type', 'Cells', 'Current', 'Input'],
    [
      ['TP4056', 'Li-ion Charger Module with Protection', '1S', '1 A', 'Micro-USB'],
      ['TP4056', 'Li-ion Charger Module with Protection', '1S', '1 A', 'USB-C'],
      ['IP5306', 'Power Bank Charger Module', '1S', '2.1 A', 'USB-C'],
      ['MCP73871', 'LiPo Charger Module with Load Sharing', '1S', '1 A', 'USB-C'],
      ['CN3791', 'Solar Li-ion Charger Module', '1S', '2 A', 'Screw terminal'],
      ['HX-2S', '2S Li-ion Battery Protection Board', '2S', '10 A', 'Solder pads'],
      ['HX-3S', '3S Li-ion Battery Protection Board', '3S', '20 A', 'Solder pads'],
      ['HX-4S', '4S Li-ion Battery Protection Board', '4S', '30 A', 'Solder pads'],
      ['HX-4S-F', '4S LiFePO4 Battery Protection Board', '4S', '30 A', 'Solder pads'],
    ],
    [1, 2, 5],
    (s) =>
      `${s.Module!.startsWith('HX-') ? '' : `${s.Module} `}${s.Type} ${t(s.Current)}${s.Input === 'USB-C' || s.Input === 'Micro-USB' ? ` ${s.Input}` : ''}`,
    (s) => s['Pack quantity'] !== '5' || s.Module === 'TP4056',
  ),
];

// ---------------------------------------------------------------- sensors

const sensorRows = ['Sensor IC', 'Measures', 'Interface', 'Range', 'Operating voltage'];

export const MAGNETIC: Line[] = [
  parts(
    sensorRows,
    [
      ['A3144', 'Hall Effect Switch', 'Digital', 'Unipolar', '5 V'],
      ['KY-003', 'Hall Effect Magnetic', 'Digital', 'Unipolar', '5 V'],
      ['SS49E', 'Linear Hall Effect', 'Analog', '±1000 gauss', '5 V'],
      ['US1881', 'Hall Effect Latch', 'Digital', 'Bipolar latch', '5 V'],
      ['DRV5053', 'Analog Hall Effect', 'Analog', '±23 mT', '3.3 V'],
      ['TLV493D', '3D Hall Effect Magnetic', 'I2C', '±130 mT', '3.3 V'],
      ['AS5600', 'Magnetic Rotary Position', 'I2C', '12-bit angle', '3.3 V'],
      ['KY-025', 'Reed Switch Magnetic', 'Digital', 'Magnet triggered', '5 V'],
      ['MC-38', 'Magnetic Door Reed', 'Digital', 'Gap to 20 mm', '5 V'],
      ['KY-024', 'Linear Hall Effect Magnetic', 'Digital/Analog', '±1000 gauss', '5 V'],
    ],
    [1, 2, 5],
    (s) => `${s['Sensor IC']} ${s.Measures} Sensor${s['Sensor IC'] === 'MC-38' ? '' : ' Module'} ${t(s['Operating voltage'])}`,
  ),
];

export const CURRENT_LOAD: Line[] = [
  parts(
    sensorRows,
    [
      ['ACS712', 'Current', 'Analog', '5 A', '5 V'],
      ['ACS712', 'Current', 'Analog', '20 A', '5 V'],
      ['ACS712', 'Current', 'Analog', '30 A', '5 V'],
      ['INA219', 'Current & Power', 'I2C', '3.2 A', '3.3 V'],
      ['INA226', 'Current & Power', 'I2C', '20 A', '3.3 V'],
      ['INA260', 'Precision Current & Power', 'I2C', '15 A', '3.3 V'],
      ['ZMPT101B', 'AC Voltage', 'Analog', '250 V', '5 V'],
      ['SCT-013', 'Split-Core AC Current Clamp', 'Analog', '100 A', '3.3 V'],
      ['HX711', 'Load Cell Amplifier', 'Digital', '24-bit', '5 V'],
      ['Load cell', 'Load Cell Weight', 'Analog', '1 kg', '5 V'],
      ['Load cell', 'Load Cell Weight', 'Analog', '5 kg', '5 V'],
      ['Load cell', 'Load Cell Weight', 'Analog', '20 kg', '5 V'],
      ['Load cell', 'Load Cell Weight', 'Analog', '50 kg', '5 V'],
      ['FSR402', 'Force Sensitive Resistor', 'Analog', '0.2-20 N', '5 V'],
      ['FS-L-0055', 'Flex Bend', 'Analog', '0-90°', '5 V'],
    ],
    [1, 2],
    (s) =>
      s['Sensor IC'] === 'Load cell'
        ? `${t(s.Range)} Load Cell Weight Sensor with HX711 Amplifier`
        : s['Sensor IC'] === 'ACS712'
          ? `ACS712 ${t(s.Range)} Current Sensor Module`
          : `${s['Sensor IC']} ${s.Measures} Sensor${s['Sensor IC'] === 'FSR402' || s['Sensor IC'] === 'FS-L-0055' ? '' : ' Module'}`,
  ),
];

export const SOIL_WATER: Line[] = [
  parts(
    sensorRows,
    [
      ['Capacitive v2.0', 'Capacitive Soil Moisture', 'Analog', '0-100 % moisture', '3.3-5.5 V'],
      ['YL-69', 'Resistive Soil Moisture', 'Digital/Analog', '0-100 % moisture', '3.3-5 V'],
      ['FC-37', 'Rain Drop', 'Digital/Analog', 'Drops on the plate', '3.3-5 V'],
      ['Water level', 'Water Level', 'Analog', '0-40 mm depth', '3-5 V'],
      ['YF-S201', 'Water Flow', 'Pulse', '1-30 L/min', '5-18 V'],
      ['YF-S401', 'Water Flow', 'Pulse', '0.3-6 L/min', '5-18 V'],
      ['Float', 'Liquid Level Float Switch', 'Digital', 'On/off', '0-100 V'],
      ['XKC-Y25', 'Non-contact Liquid Level', 'Digital', 'Through the tank wall', '5-24 V'],
      ['TDS v1.0', 'TDS Water Quality', 'Analog', '0-1000 ppm', '3.3-5.5 V'],
      ['PH-4502C', 'pH', 'Analog', '0-14 pH', '5 V'],
      ['Turbidity', 'Turbidity', 'Analog', '0-1000 NTU', '5 V'],
      ['Leak', 'Water Leak', 'Digital', 'Water on the floor', '3.3-5 V'],
    ],
    [1, 2, 5],
    (s) => {
      const ic = s['Sensor IC']!;
      const version = / (v\d\.\d)$/.exec(ic)?.[1];
      const named = version || /^(Water level|Float|Turbidity|Leak)$/.test(ic) ? '' : `${ic} `;
      return `${named}${s.Measures} Sensor${ic === 'Float' ? '' : ' Module'}${version ? ` ${version}` : ''}`.replace('Switch Sensor', 'Switch');
    },
    (s) => s['Pack quantity'] !== '5' || /^(Capacitive|YL-69|FC-37|Water level)/.test(s['Sensor IC']!),
  ),
];

// ---------------------------------------------------------------- radio and interface modules

export const LORA_RADIO: Line[] = [
  parts(
    ['Module', 'Chip', 'Type', 'Frequency', 'Interface'],
    [
      ['RFM95W', 'SX1276', 'LoRa Transceiver Module', '915 MHz', 'SPI'],
      ['RFM96W', 'SX1276', 'LoRa Transceiver Module', '433 MHz', 'SPI'],
      ['Ra-02', 'SX1278', 'LoRa Module', '433 MHz', 'SPI'],
      ['E22-900T22D', 'SX1262', 'LoRa UART Module', '915 MHz', 'UART'],
      ['E220-900T22D', 'LLCC68', 'LoRa UART Module', '915 MHz', 'UART'],
      ['RAK3172', 'STM32WLE5', 'LoRaWAN Module', '915 MHz', 'UART'],
      ['LoRa32', 'SX1262', 'ESP32 LoRa Board with OLED', '915 MHz', 'USB'],
      ['nRF24L01+', 'nRF24L01+', '2.4GHz Transceiver Module', '2.4 GHz', 'SPI'],
      ['nRF24L01+PA+LNA', 'nRF24L01+', '2.4GHz Long Range Transceiver with Antenna', '2.4 GHz', 'SPI'],
      ['HC-12', 'SI4463', '433MHz Serial Transceiver Module', '433 MHz', 'UART'],
      ['FS1000A', 'FS1000A', '433MHz Transmitter and Receiver Pair', '433 MHz', 'Digital'],
      ['RXB6', 'SYN470R', '433MHz Superheterodyne Receiver', '433 MHz', 'Digital'],
      ['RFM69HCW', 'RFM69', 'Packet Radio Module', '915 MHz', 'SPI'],
      ['CC1101', 'CC1101', 'Sub-GHz Transceiver Module', '433 MHz', 'SPI'],
    ],
    [1, 2, 5],
    (s) =>
      `${s.Module} ${s.Module!.startsWith(s.Chip!) || s.Module === 'LoRa32' ? '' : `${s.Chip} `}${s.Type}${/MHz|GHz/.test(s.Type!) ? '' : ` ${t(s.Frequency)}`}`,
    (s) => s['Pack quantity'] !== '5' || /nRF24L01\+$|FS1000A|RXB6/.test(s.Module!),
  ),
];

export const COMMS_MODULES: Line[] = [
  parts(
    ['Module', 'Type', 'Protocol', 'Interface'],
    [
      ['HC-05', 'Bluetooth Serial Module Master/Slave', 'Bluetooth 2.0', 'UART'],
      ['HC-06', 'Bluetooth Serial Module', 'Bluetooth 2.0', 'UART'],
      ['HM-10', 'Bluetooth Low Energy Module', 'BLE 4.0', 'UART'],
      ['JDY-31', 'Bluetooth SPP Module', 'Bluetooth 3.0', 'UART'],
      ['ESP-01S', 'ESP8266 Wi-Fi Module', 'Wi-Fi', 'UART'],
      ['ESP-12F', 'ESP8266 Wi-Fi Module', 'Wi-Fi', 'UART/SPI'],
      ['ESP32-WROOM-32E', 'Wi-Fi and Bluetooth Module', 'Wi-Fi + BLE', 'UART/SPI'],
      ['ESP32-C3-MINI-1', 'Wi-Fi and BLE 5 Module', 'Wi-Fi + BLE 5', 'UART'],
      ['SIM800L', 'GSM GPRS Module', '2G', 'UART'],
      ['SIM7600', '4G LTE Module', '4G', 'UART/USB'],
      ['W5500', 'Ethernet Module', 'Ethernet', 'SPI'],
      ['ENC28J60', 'Ethernet Module', 'Ethernet', 'SPI'],
      ['MAX485', 'RS485 Transceiver Module', 'RS485', 'UART'],
      ['MCP2515', 'CAN Bus Module', 'CAN', 'SPI'],
    ],
    [1, 2],
    (s) => `${s.Module} ${s.Type}`,
  ),
];

export const RFID: Line[] = [
  parts(
    ['Chip', 'Type', 'Frequency', 'Interface'],
    [
      ['RC522', '13.56MHz RFID Reader Module with Card and Tag', '13.56 MHz', 'SPI'],
      ['PN532', 'NFC RFID Reader Module', '13.56 MHz', 'I2C/SPI/UART'],
      ['RDM6300', '125kHz RFID Reader Module', '125 kHz', 'UART'],
      ['USB', 'RFID Card Reader Keyboard Emulation', '125 kHz', 'USB'],
      ['MIFARE Classic 1K', 'RFID Card', '13.56 MHz', 'Contactless'],
      ['MIFARE Classic 1K', 'RFID Key Fob', '13.56 MHz', 'Contactless'],
      ['NTAG215', 'NFC Sticker Tag', '13.56 MHz', 'Contactless'],
      ['NTAG213', 'NFC Sticker Tag', '13.56 MHz', 'Contactless'],
      ['EM4100', '125kHz RFID Card', '125 kHz', 'Contactless'],
      ['EM4100', '125kHz RFID Key Fob', '125 kHz', 'Contactless'],
    ],
    [1, 5, 10, 50],
    (s) => (s.Chip === 'USB' ? `USB ${s.Type}` : `${s.Chip} ${s.Type}`),
    (s) => (s.Interface === 'Contactless' ? s['Pack quantity'] !== '1' : s['Pack quantity'] === '1' || s['Pack quantity'] === '5'),
  ),
];

export const INTERFACE_MODULES: Line[] = [
  parts(
    ['Chip', 'Type', 'Interface'],
    [
      ['DS3231', 'Precision Real-Time Clock (RTC) Module', 'I2C'],
      ['DS1307', 'Real-Time Clock (RTC) Module', 'I2C'],
      ['PCF8523', 'Real-Time Clock (RTC) Breakout', 'I2C'],
      ['MicroSD', 'Card Reader Module', 'SPI'],
      ['BSS138', '4-Channel Logic Level Converter', 'Bi-directional'],
      ['TXS0108E', '8-Channel Logic Level Shifter', 'Bi-directional'],
      ['ADS1115', '16-Bit ADC Module', 'I2C'],
      ['MCP4725', '12-Bit DAC Module', 'I2C'],
      ['PCF8574', 'I2C I/O Expander Module', 'I2C'],
      ['MCP23017', '16-Bit I/O Expander Module', 'I2C'],
      ['TCA9548A', 'I2C Multiplexer Module', 'I2C'],
      ['AT24C256', 'EEPROM Module', 'I2C'],
      ['CP2102', 'USB to TTL Serial Module', 'USB/UART'],
    ],
    [1, 2, 5],
    (s) => `${s.Chip} ${s.Type}`,
    (s) => s['Pack quantity'] !== '5' || /DS3231|MicroSD|BSS138|ADS1115/.test(s.Chip!),
  ),
];

export const AUDIO_MODULES: Line[] = [
  parts(
    ['Chip', 'Type', 'Supply voltage', 'Output power'],
    [
      ['PAM8403', 'Stereo Class D Amplifier Module 2 x 3W', '5 V', '3 W'],
      ['PAM8302', 'Mono Class D Amplifier Module 2.5W', '2-5.5 V', '2.5 W'],
      ['MAX98357A', 'I2S Class D Amplifier Module 3W', '3.3-5 V', '3 W'],
      ['TPA3116D2', 'Stereo Amplifier Module 2 x 50W', '12-24 V', '50 W'],
      ['TDA7297', 'Stereo Amplifier Module 2 x 15W', '9-18 V', '15 W'],
      ['LM386', 'Audio Amplifier Module', '5-12 V', '0.7 W'],
      ['DFPlayer Mini', 'MP3 Player Module', '3.2-5 V', '3 W'],
      ['MAX4466', 'Electret Microphone Amplifier Module', '2.4-5.5 V', 'Line level'],
      ['MAX9814', 'Microphone Amplifier Module with AGC', '2.7-5.5 V', 'Line level'],
      ['INMP441', 'I2S MEMS Microphone Module', '3.3 V', 'Digital'],
      ['KY-038', 'Sound Detection Sensor Module', '5 V', 'Digital/Analog'],
      ['BT-5.0', 'Bluetooth Audio Receiver Module', '5 V', 'Line level'],
    ],
    [1, 2, 5],
    (s) => `${s.Chip} ${s.Type}`,
    (s) => s['Pack quantity'] !== '5' || /PAM8403|KY-038|DFPlayer|MAX98357A/.test(s.Chip!),
  ),
];

// ---------------------------------------------------------------- components

export const ENCODERS_INPUT: Line[] = [
  parts(
    ['Model', 'Type', 'Resolution', 'Shaft length'],
    [
      ['KY-040', 'Rotary Encoder Module', '20 pulses', '15 mm'],
      ['EC11', 'Rotary Encoder with Switch', '20 pulses', '15 mm'],
      ['EC11', 'Rotary Encoder with Switch', '20 pulses', '20 mm'],
      ['EC11', 'Rotary Encoder', '24 pulses', '20 mm'],
      ['EC12', 'Rotary Encoder with Switch', '24 pulses', '12 mm'],
      ['PEC11', 'RGB Illuminated Rotary Encoder', '24 pulses', '6 mm'],
      ['600P/R', 'Optical Rotary Encoder', '600 pulses', '6 mm'],
      ['360P/R', 'Optical Rotary Encoder', '360 pulses', '6 mm'],
      ['100P/R', 'Manual Pulse Generator Handwheel', '100 pulses', 'None'],
      ['KY-023', 'Thumb Joystick Module', '2 axes', 'None'],
      ['8-Way', 'Arcade Joystick', '8 directions', 'None'],
      ['4x4', 'Membrane Keypad', '16 keys', 'None'],
      ['3x4', 'Membrane Keypad', '12 keys', 'None'],
      ['1x4', 'Membrane Keypad', '4 keys', 'None'],
      ['TTP229', 'Capacitive Touch Keypad', '16 keys', 'None'],
      ['TTP223', 'Capacitive Touch Sensor Module', '1 key', 'None'],
    ],
    [1, 2, 5],
    (s) => {
      const shaft =
        s['Shaft length'] === 'None' || s.Model === 'KY-040' ? '' : ` ${s.Resolution!.replace(' pulses', ' Pulse')} ${t(s['Shaft length'])} Shaft`;
      return `${s.Model} ${s.Type}${shaft}`;
    },
    (s) => s['Pack quantity'] !== '5' || /KY-040|EC11|TTP223|KY-023/.test(s.Model!),
  ),
];

export const BUZZERS: Line[] = [
  parts(
    ['Type', 'Voltage', 'Size', 'Rating', 'Impedance'],
    [
      ['Active Piezo Buzzer', '3 V', '12 mm', '85 dB', 'None'],
      ['Active Piezo Buzzer', '5 V', '12 mm', '85 dB', 'None'],
      ['Active Piezo Buzzer', '12 V', '12 mm', '85 dB', 'None'],
      ['Passive Piezo Buzzer', '3-12 V', '12 mm', '80 dB', 'None'],
      ['Piezo Transducer', '3-30 V', '27 mm', '90 dB', 'None'],
      ['Piezo Disc Element', '3-30 V', '20 mm', '80 dB', 'None'],
      ['Piezo Disc Element', '3-30 V', '35 mm', '85 dB', 'None'],
      ['Magnetic Buzzer', '5 V', '9 mm', '85 dB', 'None'],
      ['Panel Mount Piezo Buzzer', '12 V', '23 mm', '95 dB', 'None'],
      ['Piezo Siren', '12 V', '50 mm', '110 dB', 'None'],
      ['Active Buzzer Module', '5 V', '12 mm', '85 dB', 'None'],
      ['Passive Buzzer Module', '3.3-5 V', '12 mm', '80 dB', 'None'],
      ['Mini Speaker', 'None', '28 mm', '0.5 W', '8 Ω'],
      ['Mini Speaker', 'None', '40 mm', '1 W', '8 Ω'],
      ['Mini Speaker', 'None', '50 mm', '2 W', '8 Ω'],
      ['Mini Speaker', 'None', '40 mm', '3 W', '4 Ω'],
    ],
    [1, 5, 10],
    (s) => (s.Type === 'Mini Speaker' ? `${t(s.Size)} Mini Speaker ${t(s.Rating)}` : `${t(s.Voltage)} ${s.Type} ${t(s.Size)}`),
    (s) => s['Pack quantity'] !== '10' || /Active Piezo|Passive Piezo|Disc/.test(s.Type!),
  ),
];

export const INDUCTORS: Line[] = [
  {
    axes: [
      ax('Inductance', ['10 µH', '22 µH', '47 µH', '100 µH', '220 µH', '470 µH', '1 mH']),
      rows(
        ['Type', 'Current rating'],
        [
          ['Axial Inductor', '0.5 A'],
          ['Radial Power Inductor', '1.2 A'],
          ['SMD Power Inductor CD54', '1 A'],
          ['Toroidal Power Inductor', '3 A'],
        ],
      ),
      ax('Pack quantity', [1, 5, 10]),
    ],
    when: (s) =>
      s.Type === 'Toroidal Power Inductor'
        ? s['Pack quantity'] === '1' && !['1 mH', '470 µH'].includes(s.Inductance!)
        : s['Pack quantity'] !== '1' && (s.Type !== 'SMD Power Inductor CD54' || s['Pack quantity'] === '10'),
    title: (s) => `${t(s.Inductance)} ${s.Type} ${t(s['Current rating'])}${pack(s)}`,
  },
];

export const CRYSTALS: Line[] = [
  {
    axes: [
      ax('Frequency', ['32.768 kHz', '4 MHz', '8 MHz', '12 MHz', '16 MHz', '20 MHz', '25 MHz']),
      rows(
        ['Type', 'Package'],
        [
          ['Crystal', 'HC-49S'],
          ['Crystal Oscillator', 'DIP-8'],
          ['Ceramic Resonator', '3-pin'],
        ],
      ),
      ax('Pack quantity', [2, 10]),
    ],
    when: (s) =>
      s.Frequency === '32.768 kHz' ? s.Type === 'Crystal' : s.Type !== 'Ceramic Resonator' || ['4 MHz', '8 MHz', '16 MHz'].includes(s.Frequency!),
    title: (s) => `${t(s.Frequency)} ${s.Frequency === '32.768 kHz' ? 'Watch ' : ''}${s.Type} ${s.Package}${pack(s)}`,
  },
];

export const ENCLOSURES: Line[] = [
  {
    axes: [
      rows(
        ['Type', 'Material', 'IP rating'],
        [
          ['Project Enclosure', 'ABS', 'IP40'],
          ['Waterproof Enclosure', 'ABS', 'IP65'],
          ['Aluminium Enclosure', 'Aluminium', 'IP40'],
          ['Clear Lid Enclosure', 'Polycarbonate', 'IP65'],
        ],
      ),
      ax('Size', ['83 x 54 x 31 mm', '105 x 70 x 40 mm', '130 x 70 x 45 mm', '150 x 90 x 50 mm', '197 x 113 x 63 mm']),
      ax('Colour', ['Black', 'Grey', 'Silver', 'Clear']),
    ],
    when: (s) =>
      s.Material === 'Aluminium'
        ? s.Colour === 'Silver'
        : s.Material === 'Polycarbonate'
          ? s.Colour === 'Clear' && s.Size !== '83 x 54 x 31 mm'
          : s.Colour === 'Black' || (s.Colour === 'Grey' && s['IP rating'] === 'IP65'),
    title: (s) => `${s.Material === 'ABS' ? 'ABS ' : ''}${s.Type} ${s.Size.replace(/ x /g, 'x').replace(' mm', 'mm')} ${s.Colour}`,
    blurb: () => 'Also called a jiffy box: drill it for switches, sockets and glands; the lid screws down.',
  },
];

export const BATTERY_HOLDERS: Line[] = [
  parts(
    ['Cells', 'Type', 'Chemistry', 'Voltage'],
    [
      ['1 x AA', 'Battery Holder with Leads', 'Alkaline or NiMH', '1.5 V'],
      ['2 x AA', 'Battery Holder with Leads', 'Alkaline or NiMH', '1.5 V'],
      ['4 x AA', 'Battery Holder with Leads', 'Alkaline or NiMH', '1.5 V'],
      ['4 x AA', 'Battery Holder with Switch and Cover', 'Alkaline or NiMH', '1.5 V'],
      ['6 x AA', 'Battery Holder with Leads', 'Alkaline or NiMH', '1.5 V'],
      ['8 x AA', 'Battery Holder with Leads', 'Alkaline or NiMH', '1.5 V'],
      ['2 x AAA', 'Battery Holder with Leads', 'Alkaline or NiMH', '1.5 V'],
      ['3 x AAA', 'Battery Holder with Switch and Cover', 'Alkaline or NiMH', '1.5 V'],
      ['1 x 18650', 'Battery Holder with Leads', 'Li-ion', '3.7 V'],
      ['2 x 18650', 'Battery Holder with Leads', 'Li-ion', '3.7 V'],
      ['4 x 18650', 'Battery Holder with Leads', 'Li-ion', '3.7 V'],
      ['1 x CR2032', 'PCB Battery Holder', 'Lithium coin', '3 V'],
      ['1 x 9V', 'Battery Snap with Leads', 'Alkaline or NiMH', '9 V'],
    ],
    [1, 5],
    (s) => {
      if (s.Cells === '1 x 9V') return `${t(s.Voltage)} ${s.Type}`;
      // "2-Cell 18650 …", not "2 x 18650 …", which reads as a count of 18,650.
      const [n, size] = s.Cells!.split(' x ');
      return `${n === '1' ? '' : `${n}-Cell `}${size} ${s.Type}`;
    },
  ),
];

export const FANS_HEATSINKS: Line[] = [
  {
    axes: [
      ax('Type', ['Brushless Cooling Fan', 'TO-220 Heatsink', 'Aluminium Heatsink', 'Copper Heatsink Set']),
      ax('Size', units([14, 21, 25, 30, 40, 50, 60, 80, 92, 120], 'mm')),
      ax('Voltage', ['5 V', '12 V', 'None']),
      ax('Pack quantity', [1, 5]),
    ],
    when: (s) => {
      const mm = Number.parseInt(s.Size!);
      if (s.Type === 'Brushless Cooling Fan')
        return mm >= 25 && s.Voltage !== 'None' && s['Pack quantity'] === '1' && (s.Voltage === '12 V' || mm <= 60);
      if (s.Voltage !== 'None') return false;
      if (s.Type === 'TO-220 Heatsink') return (mm === 21 || mm === 30) && true;
      if (s.Type === 'Copper Heatsink Set') return mm === 14 && s['Pack quantity'] === '1';
      return [25, 40, 60].includes(mm);
    },
    title: (s) => (s.Voltage === 'None' ? `${s.Type} ${t(s.Size)}${pack(s)}` : `${t(s.Size)} ${t(s.Voltage)} ${s.Type}`),
  },
];

// ---------------------------------------------------------------- tools and the bench

export const DESOLDER_PUMPS: Line[] = [
  parts(
    ['Type', 'Length', 'Power', 'Body'],
    [
      ['Desoldering Pump', '165 mm', 'Manual', 'Plastic'],
      ['Desoldering Pump', '195 mm', 'Manual', 'Aluminium'],
      ['Anti-static Desoldering Pump', '200 mm', 'Manual', 'ESD-safe plastic'],
      ['Heavy Duty Desoldering Pump', '330 mm', 'Manual', 'Aluminium'],
      ['Mini Desoldering Pump', '120 mm', 'Manual', 'Plastic'],
      ['Desoldering Bulb', '150 mm', 'Manual', 'Rubber'],
      ['Heated Desoldering Pump', '250 mm', '30 W', 'Plastic'],
      ['Self-cleaning Desoldering Pump', '190 mm', 'Manual', 'Aluminium'],
      ['Anti-static Desoldering Pump', '165 mm', 'Manual', 'ESD-safe plastic'],
      ['Electric Desoldering Gun', '280 mm', '80 W', 'Plastic'],
      ['Desoldering Station', '200 mm', '60 W', 'Steel case'],
      ['Desoldering Station', '200 mm', '90 W', 'Steel case'],
      ['Desoldering Station Nozzle Set', '40 mm', 'Manual', 'Steel'],
      ['Desoldering Pump Replacement Nozzle', '25 mm', 'Manual', 'PTFE'],
    ],
    [1, 3, 10],
    (s) => (s.Power === 'Manual' ? `${s.Type} ${t(s.Length)}` : `${t(s.Power)} ${s.Type}`),
    (s) =>
      /Nozzle/.test(s.Type!)
        ? s['Pack quantity'] !== '1'
        : s.Power === 'Manual' && s.Body !== 'Rubber'
          ? s['Pack quantity'] !== '10'
          : s['Pack quantity'] === '1',
    () => 'A solder sucker: cock the plunger, hold the nozzle to the molten joint and press the button.',
  ),
];

export const HELPING_HANDS: Line[] = [
  {
    axes: [
      rows(
        ['Type', 'Magnification', 'Arms', 'Light'],
        [
          ['Helping Hands', 'None', '2 clips', 'None'],
          ['Helping Hands with Magnifier', '2.5x', '2 clips', 'None'],
          ['Helping Hands with LED Magnifier', '3x', '2 clips', 'LED'],
          ['Flexible Arm Helping Hands', 'None', '4 clips', 'None'],
          ['Flexible Arm Helping Hands', 'None', '6 clips', 'None'],
          ['Magnetic Base Helping Hands', 'None', '4 clips', 'None'],
          ['Helping Hands Soldering Station with LED Magnifier', '3x', '4 clips', 'LED'],
          ['PCB Holder', 'None', 'Adjustable jaws', 'None'],
          ['Rotating PCB Vise', 'None', 'Adjustable jaws', 'None'],
          ['LED Magnifying Lamp 5 Dioptre', '2.25x', 'Desk clamp', 'LED'],
          ['LED Magnifying Lamp 8 Dioptre', '3x', 'Desk clamp', 'LED'],
          ['Headband Magnifier', '1.5-3.5x', 'Headband', 'LED'],
          ['Digital USB Microscope', '50-1000x', 'Stand', 'LED'],
        ],
      ),
      ax('Colour', ['Black', 'Blue']),
    ],
    when: (s) => s.Colour === 'Black' || /Flexible|Magnetic|Helping Hands with/.test(s.Type!),
    title: (s) =>
      `${s.Type}${s.Arms.endsWith('clips') && s.Arms !== '2 clips' ? ` ${s.Arms.replace(' clips', ' Arm')}` : ''}${s.Colour === 'Black' ? '' : ` ${s.Colour}`}`,
    blurb: () => 'A third hand for the bench: holds the board and the wire while one hand holds the iron and the other the solder.',
  },
];

export const TEST_LEADS: Line[] = [
  parts(
    ['Type', 'Length', 'Rating'],
    [
      ['Alligator Clip Test Leads', '30 cm', '5 A'],
      ['Alligator Clip Test Leads', '50 cm', '5 A'],
      ['Mini Alligator Clip Test Leads', '30 cm', '3 A'],
      ['Heavy Duty Alligator Clip Leads', '100 cm', '15 A'],
      ['Insulated Alligator Clips', 'None', '5 A'],
      ['Heavy Duty Alligator Clips', 'None', '50 A'],
      ['Banana Plug to Alligator Clip Test Leads', '100 cm', '10 A'],
      ['Banana Plug to Banana Plug Test Leads', '100 cm', '10 A'],
      ['Dupont to Alligator Clip Test Leads', '50 cm', '2 A'],
      ['Multimeter Test Leads', '100 cm', '10 A'],
      ['Silicone Multimeter Test Leads', '120 cm', '20 A'],
      ['IC Test Hook Clips', '60 mm', '1 A'],
      ['Multimeter Probe Accessory Kit', 'None', '10 A'],
    ],
    [1, 2, 10],
    (s) => `${s.Type}${s.Length === 'None' ? '' : ` ${t(s.Length)}`}`,
    (s) => (/Multimeter|Banana Plug to/.test(s.Type!) ? s['Pack quantity'] === '1' : s['Pack quantity'] !== '1'),
    () => 'Alligator clips, also called crocodile clips or croc clips, for temporary connections on the bench.',
  ),
];

export const BANANA: Line[] = [
  {
    axes: [
      ax('Type', ['Banana Plug', 'Stackable Banana Plug', 'Panel Mount Banana Socket', 'Binding Post', 'Gold Plated Speaker Banana Plug']),
      ax('Size', ['2 mm', '4 mm']),
      ax('Colour', ['Red', 'Black', 'Red and Black']),
      ax('Pack quantity', [2, 10, 20]),
    ],
    when: (s) =>
      (s.Size === '4 mm' || s.Type === 'Banana Plug' || s.Type === 'Panel Mount Banana Socket') &&
      (s.Colour === 'Red and Black' ? s['Pack quantity'] !== '2' : s['Pack quantity'] !== '20' && s.Type !== 'Gold Plated Speaker Banana Plug'),
    title: (s) => `${t(s.Size)} ${s.Type} ${s.Colour}${pack(s)}`,
  },
];

export const FILAMENT: Line[] = [
  {
    axes: [
      ax('Material', ['PLA', 'PLA+', 'Silk PLA', 'PETG', 'ABS', 'TPU']),
      ax('Diameter', ['1.75 mm', '2.85 mm']),
      ax('Colour', ['Black', 'White', 'Grey', 'Red', 'Blue', 'Green', 'Orange', 'Clear', 'Gold']),
      ax('Weight', ['0.5 kg', '1 kg']),
    ],
    when: (s) => {
      const colours: Record<string, string[]> = {
        PLA: ['Black', 'White', 'Grey', 'Red', 'Blue', 'Green', 'Orange'],
        'PLA+': ['Black', 'White', 'Grey', 'Blue'],
        'Silk PLA': ['Gold', 'Blue', 'Red'],
        PETG: ['Black', 'White', 'Clear', 'Blue', 'Orange'],
        ABS: ['Black', 'White', 'Red'],
        TPU: ['Black', 'Clear'],
      };
      const sized = s.Diameter === '1.75 mm' || (s.Material === 'PLA' && ['Black', 'White', 'Grey'].includes(s.Colour!));
      return sized && colours[s.Material!]!.includes(s.Colour!) && (s.Weight === '0.5 kg') === (s.Material === 'TPU');
    },
    title: (s) => `${s.Material} 3D Printer Filament ${t(s.Diameter)} ${t(s.Weight)} ${s.Colour}`,
  },
];

// ---------------------------------------------------------------- addressable LEDs

export const ADDRESSABLE: Line[] = [
  {
    axes: [
      rows(
        ['Chip', 'Colours', 'Voltage'],
        [
          ['WS2812B', 'RGB', '5 V'],
          ['SK6812', 'RGBW', '5 V'],
          ['WS2815', 'RGB', '12 V'],
          ['APA102', 'RGB', '5 V'],
        ],
      ),
      ax('Form', ['Strip', 'Ring', 'Stick', 'Matrix']),
      ax('LEDs', ['30 per metre', '60 per metre', '144 per metre', '8', '12', '16', '24', '64', '256']),
      ax('Length', ['1 m', '5 m', 'None']),
      ax('IP rating', ['IP30', 'IP65']),
    ],
    when: (s) => {
      const strip = s.Form === 'Strip';
      if (strip !== s.LEDs!.includes('metre') || strip === (s.Length === 'None')) return false;
      if (!strip) {
        if (s['IP rating'] !== 'IP30' || s.Chip === 'WS2815' || s.Chip === 'APA102') return false;
        if (s.Form === 'Ring') return ['8', '12', '16', '24'].includes(s.LEDs!) && (s.Chip === 'WS2812B' || s.LEDs === '12' || s.LEDs === '24');
        if (s.Form === 'Stick') return s.LEDs === '8';
        return (s.LEDs === '64' || s.LEDs === '256') && s.Chip === 'WS2812B';
      }
      if (s.LEDs === '144 per metre') return s.Length === '1 m' && s.Chip !== 'WS2815';
      if (s.Chip === 'WS2815' || s.Chip === 'APA102')
        return (s.LEDs === '60 per metre' && s['IP rating'] === 'IP65') || (s.Chip === 'APA102' && s.LEDs === '60 per metre' && s.Length === '1 m');
      return true;
    },
    title: (s) =>
      s.Form === 'Strip'
        ? `${s.Chip} Addressable ${s.Colours} LED Strip ${s.LEDs.replace(' per metre', ' LEDs/m')} ${t(s.Length)} ${s['IP rating']}`
        : s.Form === 'Matrix'
          ? `${s.Chip} Addressable ${s.Colours} LED Matrix ${s.LEDs === '64' ? '8x8' : '16x16'} Flexible Panel`
          : `${s.Chip} Addressable ${s.Colours} LED ${s.Form} ${s.LEDs} Pixels`,
    blurb: (s) => `Every LED is set on its own from one data pin: the pixels makers call NeoPixels, driven by the common ${s.Chip} libraries.`,
  },
];

// ---------------------------------------------------------------- car audio

export const CAR_AMPLIFIERS: Line[] = [
  {
    axes: [
      rows(
        ['Type', 'Channels', 'Class'],
        [
          ['Mono Block Car Amplifier', '1', 'Class D'],
          ['2-Channel Car Amplifier', '2', 'Class AB'],
          ['4-Channel Car Amplifier', '4', 'Class AB'],
          ['Compact 4-Channel Car Amplifier', '4', 'Class D'],
          ['5-Channel Car Amplifier', '5', 'Class D'],
          ['Marine 4-Channel Amplifier', '4', 'Class D'],
        ],
      ),
      ax('Power per channel', units([45, 50, 75, 100, 150, 500, 800, 1000, 1500, 2000, 3000], 'W')),
      ax('Bass remote', ['No', 'Yes']),
    ],
    when: (s) => {
      const w = Number.parseInt(s['Power per channel']!);
      const bass = s['Bass remote'] === 'Yes';
      if (s.Channels === '1') return w >= 500 && (bass || w <= 1000);
      if (bass) return false;
      if (s.Type.startsWith('Compact')) return w === 45 || w === 75;
      if (s.Type.startsWith('Marine')) return w === 50 || w === 75;
      if (s.Channels === '5') return w === 75 || w === 100;
      return w >= 50 && w <= 150;
    },
    title: (s) =>
      `${s.Type} ${s.Channels === '1' ? t(s['Power per channel']) : `${t(s['Power per channel'])} x ${s.Channels}`} ${s.Class}${s['Bass remote'] === 'Yes' ? ' with Bass Remote' : ''}`,
    blurb: (s) =>
      `${s.Channels === '1' ? 'For a subwoofer' : s.Channels === '5' ? 'Four speakers and a subwoofer from one amplifier' : 'Drives door and rear speakers'}: RMS power at 4 ohms, with high-level inputs for a factory head unit.`,
  },
];

export const CAR_AUDIO_INSTALL: Line[] = [
  {
    axes: [
      ax('Type', [
        'Amplifier Wiring Kit',
        'Dual Amplifier Wiring Kit',
        'Power Cable',
        'Car Audio Capacitor',
        'Distribution Block',
        'ANL Fuse Holder',
        'Line Output Converter',
        'Ground Loop Isolator',
      ]),
      ax('Gauge', ['0 AWG', '4 AWG', '8 AWG', 'None']),
      ax('Conductor', ['CCA', 'OFC', 'None']),
      ax('Rating', ['1 F', '2 F', '100 A', '200 A', 'None']),
    ],
    when: (s) => {
      const cable = /Wiring Kit|Power Cable/.test(s.Type!);
      if (cable)
        return (
          s.Gauge !== 'None' &&
          s.Conductor !== 'None' &&
          s.Rating === 'None' &&
          (s.Type !== 'Dual Amplifier Wiring Kit' || s.Gauge === '4 AWG') &&
          (s.Type !== 'Power Cable' || s.Conductor === 'OFC')
        );
      if (s.Conductor !== 'None') return false;
      if (s.Type === 'Car Audio Capacitor') return s.Gauge === 'None' && (s.Rating === '1 F' || s.Rating === '2 F');
      if (s.Type === 'Distribution Block') return (s.Gauge === '0 AWG' || s.Gauge === '4 AWG') && s.Rating === 'None';
      if (s.Type === 'ANL Fuse Holder') return s.Gauge === '0 AWG' && (s.Rating === '100 A' || s.Rating === '200 A');
      return s.Gauge === 'None' && s.Rating === 'None';
    },
    title: (s) =>
      s.Type === 'Car Audio Capacitor'
        ? `${t(s.Rating)} Car Audio Capacitor with Voltmeter`
        : s.Type === 'ANL Fuse Holder'
          ? `ANL Fuse Holder with ${t(s.Rating)} Fuse ${t(s.Gauge)}`
          : s.Gauge === 'None' || s.Type === 'Distribution Block'
            ? `${s.Gauge === 'None' ? '' : `${t(s.Gauge)} `}${s.Type} for Car Audio`
            : `${t(s.Gauge)} ${s.Conductor} ${s.Type}${s.Type === 'Power Cable' ? ' - 5 Metre Roll' : ''}`,
  },
];

export const MORE_TRANSISTORS: Specs[] = [
  ['IRFZ44N', 'N-Channel MOSFET', 'TO-220', '55 V', '49 A'],
  ['IRF3205', 'N-Channel MOSFET', 'TO-220', '55 V', '110 A'],
  ['IRF520', 'N-Channel MOSFET', 'TO-220', '100 V', '9.2 A'],
  ['IRF740', 'N-Channel MOSFET', 'TO-220', '400 V', '10 A'],
  ['IRL540N', 'Logic Level N-Channel MOSFET', 'TO-220', '100 V', '36 A'],
  ['FQP30N06L', 'Logic Level N-Channel MOSFET', 'TO-220', '60 V', '32 A'],
  ['IRF4905', 'P-Channel MOSFET', 'TO-220', '55 V', '74 A'],
  ['AO3400', 'N-Channel MOSFET', 'SOT-23', '30 V', '5.7 A'],
  ['BC337', 'NPN Transistor', 'TO-92', '45 V', '0.8 A'],
  ['TIP3055', 'NPN Power Transistor', 'TO-247', '60 V', '15 A'],
].map(([part, type, pkg, v, a]) => ({ 'Part number': part!, Type: type!, Package: pkg!, 'Max voltage': v!, 'Max current': a! }));
