import { ax, fix, type Line, pack, type Specs, t } from '../specs';

/** A sensor chip sold as a breakout module in packs: `[chip, what it measures, interface, range]`. */
const chips = (rows: ReadonlyArray<readonly [string, string, string, string]>, noun: string, packs = [1, 2, 5], extra?: Specs): Line => ({
  axes: [
    rows.map(([chip, measures, iface, range]): Specs => ({ 'Sensor IC': chip, Measures: measures, Interface: iface, Range: range })),
    ax('Operating voltage', ['3.3 V', '5 V']),
    ax('Pack quantity', packs),
    ...(extra ? [fix(extra)] : []),
  ],
  title: (s) => `${s['Sensor IC']} ${s.Measures} ${noun} ${t(s['Operating voltage'])}${pack(s)}`,
});

export const TEMPERATURE: Line[] = [
  chips(
    [
      ['DHT11', 'Temperature & Humidity', 'Single-wire', '0 to 50 °C'],
      ['DHT22', 'Temperature & Humidity', 'Single-wire', '-40 to 80 °C'],
      ['BME280', 'Temperature, Humidity & Pressure', 'I2C/SPI', '-40 to 85 °C'],
      ['SHT31', 'Temperature & Humidity', 'I2C', '-40 to 125 °C'],
      ['AHT20', 'Temperature & Humidity', 'I2C', '-40 to 85 °C'],
      ['LM35', 'Temperature', 'Analog', '-55 to 150 °C'],
      ['TMP117', 'Temperature', 'I2C', '-55 to 150 °C'],
      ['MAX6675', 'K-Type Thermocouple Temperature', 'SPI', '0 to 1024 °C'],
    ],
    'Sensor Module',
    [1, 2, 5],
    { 'Cable length': 'None' },
  ),
  {
    axes: [
      fix({ 'Sensor IC': 'DS18B20', Measures: 'Temperature', Interface: '1-Wire', Range: '-55 to 125 °C' }),
      ax('Operating voltage', ['3.3 V', '5 V']),
      ax('Pack quantity', [1, 2, 5]),
      ax('Cable length', ['1 m', '2 m', '3 m']),
    ],
    when: (s) => s['Operating voltage'] === '5 V',
    title: (s) => `DS18B20 Waterproof Temperature Sensor Probe ${t(s['Cable length'])}${pack(s)}`,
  },
];

export const GAS: Line[] = [
  chips(
    [
      ['MQ-2', 'Smoke & LPG Gas', 'Analog', '300-10000 ppm'],
      ['MQ-135', 'Air Quality', 'Analog', '10-1000 ppm'],
      ['MQ-7', 'Carbon Monoxide', 'Analog', '20-2000 ppm'],
      ['SCD40', 'CO2', 'I2C', '400-2000 ppm'],
      ['SGP30', 'VOC & eCO2', 'I2C', '0-60000 ppb'],
      ['PMS5003', 'Particulate Matter', 'UART', '0-500 µg/m³'],
      ['ENS160', 'Air Quality', 'I2C', '0-65000 ppb'],
    ],
    'Sensor Module',
  ),
];

export const LIGHT_SENSORS: Line[] = [
  chips(
    [
      ['BH1750', 'Ambient Light', 'I2C', '1-65535 lx'],
      ['TSL2591', 'High Range Light', 'I2C', '0.0001-88000 lx'],
      ['VEML7700', 'Ambient Light', 'I2C', '0-120000 lx'],
      ['TCS34725', 'RGB Colour', 'I2C', '0-3800 lx'],
      ['GUVA-S12SD', 'UV', 'Analog', '240-370 nm'],
      ['LDR', 'Light Dependent Resistor', 'Analog', '1-1000 lx'],
    ],
    'Sensor Module',
  ),
];

export const IMU: Line[] = [
  chips(
    [
      ['MPU-6050', '6-Axis Accelerometer & Gyroscope', 'I2C', '±16 g'],
      ['ADXL345', '3-Axis Accelerometer', 'I2C/SPI', '±16 g'],
      ['LSM6DSOX', '6-Axis IMU', 'I2C/SPI', '±16 g'],
      ['BNO085', '9-Axis Absolute Orientation IMU', 'I2C/SPI', '±8 g'],
      ['ICM-20948', '9-Axis IMU', 'I2C/SPI', '±16 g'],
      ['QMC5883L', '3-Axis Magnetometer', 'I2C', '±8 gauss'],
    ],
    'Module',
  ),
];

export const DISTANCE: Line[] = [
  chips(
    [
      ['HC-SR04', 'Ultrasonic Distance', 'Trigger/Echo', '2-400 cm'],
      ['JSN-SR04T', 'Waterproof Ultrasonic Distance', 'Trigger/Echo', '25-450 cm'],
      ['VL53L0X', 'Time-of-Flight Distance', 'I2C', '3-200 cm'],
      ['VL53L1X', 'Time-of-Flight Distance', 'I2C', '4-400 cm'],
      ['HC-SR501', 'PIR Motion', 'Digital', '3-7 m'],
      ['RCWL-0516', 'Microwave Motion', 'Digital', '5-7 m'],
      ['TCRT5000', 'Infrared Reflectance', 'Digital/Analog', '1-25 mm'],
    ],
    'Sensor',
  ),
];

export const GPS: Line[] = [
  {
    axes: [
      [
        { Receiver: 'NEO-6M', Constellations: 'GPS', 'Update rate': '5 Hz' },
        { Receiver: 'NEO-M8N', Constellations: 'GPS, GLONASS, Galileo', 'Update rate': '10 Hz' },
        { Receiver: 'ATGM336H', Constellations: 'GPS, BeiDou', 'Update rate': '10 Hz' },
        { Receiver: 'ZED-F9P', Constellations: 'GPS, GLONASS, Galileo, BeiDou (RTK)', 'Update rate': '20 Hz' },
      ],
      ax('Antenna', ['Ceramic patch', 'External active']),
      ax('Interface', ['UART', 'UART/I2C']),
    ],
    title: (s) =>
      `${s.Receiver} GPS Module ${t(s['Update rate'])} with ${s.Antenna === 'Ceramic patch' ? 'Patch' : 'External'} Antenna${s.Interface === 'UART/I2C' ? ' and I2C' : ''}`,
  },
];

const OLED_SIZES = [
  { 'Screen size': '0.91"', Resolution: '128x32', Driver: 'SSD1306' },
  { 'Screen size': '0.96"', Resolution: '128x64', Driver: 'SSD1306' },
  { 'Screen size': '1.3"', Resolution: '128x64', Driver: 'SH1106' },
  { 'Screen size': '1.5"', Resolution: '128x128', Driver: 'SSD1327' },
  { 'Screen size': '2.42"', Resolution: '128x64', Driver: 'SSD1309' },
];

export const OLED: Line[] = [
  {
    axes: [OLED_SIZES, ax('Colour', ['White', 'Blue', 'Yellow/Blue']), ax('Interface', ['I2C', 'SPI']), ax('Pack quantity', [1, 3])],
    when: (s) => s.Resolution !== '128x128' || s.Colour === 'White',
    title: (s) => `${t(s['Screen size'])} OLED Display Module ${s.Resolution} ${s.Interface} ${s.Colour}${pack(s)}`,
  },
];

export const LCD: Line[] = [
  {
    axes: [
      [
        { Type: 'Character LCD', 'Screen size': '16x2 characters', Resolution: '16x2', Touch: 'No' },
        { Type: 'Character LCD', 'Screen size': '20x4 characters', Resolution: '20x4', Touch: 'No' },
        { Type: 'TFT', 'Screen size': '1.8"', Resolution: '128x160', Touch: 'No' },
        { Type: 'IPS TFT', 'Screen size': '2"', Resolution: '240x320', Touch: 'No' },
        { Type: 'TFT', 'Screen size': '2.4"', Resolution: '240x320', Touch: 'Resistive' },
        { Type: 'TFT', 'Screen size': '2.8"', Resolution: '240x320', Touch: 'Resistive' },
        { Type: 'TFT', 'Screen size': '3.5"', Resolution: '320x480', Touch: 'Resistive' },
        { Type: 'IPS TFT', 'Screen size': '4"', Resolution: '480x320', Touch: 'Capacitive' },
        { Type: 'IPS TFT', 'Screen size': '7"', Resolution: '800x480', Touch: 'Capacitive' },
      ],
      ax('Interface', ['I2C', 'SPI', 'Parallel', 'HDMI']),
      ax('Backlight', ['Blue', 'Green', 'White']),
    ],
    when: (s) =>
      s.Type === 'Character LCD'
        ? s.Interface === 'I2C' || s.Interface === 'Parallel'
        : s.Backlight === 'White' &&
          (s['Screen size'] === '7"' ? s.Interface === 'HDMI' : s.Interface === 'SPI' || (s.Interface === 'Parallel' && s.Touch !== 'No')),
    title: (s) =>
      s.Type === 'Character LCD'
        ? `${s.Resolution} Character LCD Module ${s.Backlight} Backlight${s.Interface === 'I2C' ? ' with I2C Backpack' : ''}`
        : `${t(s['Screen size'])} ${s.Type} Display ${s.Resolution}${s.Touch === 'No' ? '' : ` ${s.Touch} Touch`} ${s.Interface}`,
  },
];

export const MATRIX: Line[] = [
  {
    axes: [
      [
        { Type: '8x8 LED Matrix Module', Driver: 'MAX7219', Digits: '64 LEDs' },
        { Type: '4-in-1 8x32 LED Matrix Module', Driver: 'MAX7219', Digits: '256 LEDs' },
        { Type: '4-Digit 7-Segment Display Module', Driver: 'TM1637', Digits: '4 digits' },
        { Type: '8-Digit 7-Segment Display Module', Driver: 'MAX7219', Digits: '8 digits' },
        { Type: '16x16 RGB LED Matrix Panel', Driver: 'WS2812B', Digits: '256 LEDs' },
        { Type: '64x32 RGB LED Matrix Panel', Driver: 'HUB75', Digits: '2048 LEDs' },
      ],
      ax('Colour', ['Red', 'Green', 'Blue', 'RGB']),
      ax('Pack quantity', [1, 2, 4]),
    ],
    when: (s) => (s.Type.includes('RGB') ? s.Colour === 'RGB' : s.Colour !== 'RGB'),
    title: (s) => `${s.Type}${s.Colour === 'RGB' ? '' : ` ${s.Colour}`}${pack(s)}`,
  },
];
