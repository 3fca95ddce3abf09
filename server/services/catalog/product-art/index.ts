import type { CatalogProduct } from '../store';
import { type Art } from './look';
import { devBoard, sbc, sensorModule, displayModule, moduleBoard, rfidTag, inputDevice, buzzer } from './boards';
import {
  resistor,
  potentiometer,
  capacitor,
  led,
  semiconductor,
  switchPart,
  motor,
  connector,
  fuse,
  bananaPlug,
  inductor,
  crystal,
} from './components';
import {
  solderingIron,
  spool,
  fluxPen,
  cableCoil,
  jumperWires,
  breadboard,
  multimeter,
  benchInstrument,
  pliers,
  screwdriver,
  powerTool,
  storageBox,
  kitBox,
  testLeads,
  helpingHands,
  desolderingPump,
  enclosure,
  fastener,
  cableTies,
} from './workshop';
import { batteryCells, deepCycle, powerBox, solarPanel, batteryHolder, fanOrHeatsink, carCharger } from './power';
import { speaker, amplifier, headphones, microphone, camera, headUnit, carAmplifier, avBox, antenna, projector } from './audio-video';
import { lightBar, torch, ledStrip, globe, floodLight, addressableLed } from './lighting';
import {
  securityPanel,
  marine,
  carGeneric,
  fridge,
  book,
  giftCard,
  drone,
  router,
  keyboard,
  flashStorage,
  smartPlug,
  gadget,
  productBox,
} from './home-and-gadgets';

/**
 * Drawings of products, by kind: what a product is is read from robust signals only (words in its leaf,
 * group and top category names and its title; spec keys such as Colour, Resistance, Capacitance, Capacity,
 * Length, Pack quantity), so a reworked catalogue still gets a fitting picture, and a product nothing
 * matches gets its group's generic drawing. Every drawing is on a 400 × 400 canvas, the item centred near
 * (200, 200) in about 300 × 300.
 */

interface Rule {
  readonly match: RegExp;
  readonly art: Art;
}

/** First match wins: specific words before broad ones. Tested against the leaf, the title and the group names. */
const RULES: readonly Rule[] = [
  { match: /gift ?card/, art: { kind: 'gift-card', draw: giftCard, focus: [250, 170] } },
  // Products whose words also name a part or a cable ("keyboard", "battery", "USB", "with headers"): their own kind first.
  { match: /paperback|hardcover|\bedition\b/, art: { kind: 'book', draw: book, focus: [200, 140] } },
  { match: /age \d+\+/, art: { kind: 'kit-box', draw: kitBox, focus: [150, 200] } },
  { match: /keyboard(?! emulation)|\bmouse\b/, art: { kind: 'keyboard', draw: keyboard, focus: [160, 190] } },
  { match: /drone/, art: { kind: 'drone', draw: drone, focus: [200, 220] } },
  { match: /headphone|earbud/, art: { kind: 'headphones', draw: headphones, focus: [200, 260] } },
  { match: /microphone(?! (amplifier|module|lead|cable))/, art: { kind: 'microphone', draw: microphone, focus: [190, 140] } },
  { match: /marine|vhf|27mhz|fish finder|bilge|navigation light|stern light|anchor light/, art: { kind: 'marine', draw: marine, focus: [180, 190] } },
  { match: /tester|tone and probe|thermal imaging|battery monitor/, art: { kind: 'multimeter', draw: multimeter, focus: [200, 120] } },
  { match: /camera(?! board)|dash cam|cctv|doorbell|intercom/, art: { kind: 'camera', draw: camera, focus: [280, 200] } },
  { match: /parking sensor/, art: { kind: 'car', draw: carGeneric, focus: [200, 220] } },
  {
    match: /smoke alarm|alarm kit|alarm siren|(?<!-)\bsafe\b|cash box|key cabinet/,
    art: { kind: 'security', draw: securityPanel, focus: [200, 200] },
  },
  { match: /oscilloscope|logic analyser/, art: { kind: 'bench-instrument', draw: benchInstrument, focus: [170, 210] } },
  { match: /solar (panel|blanket)/, art: { kind: 'solar-panel', draw: solarPanel, focus: [150, 140] } },
  {
    match: /plugpack|wall charger|power supply|travel (adaptor|power board)|isolator kit|led strip controller|led driver|\bdimmer\b/,
    art: { kind: 'power', draw: powerBox, focus: [150, 170] },
  },
  { match: /light bar|driving light|work light/, art: { kind: 'light-bar', draw: lightBar, focus: [160, 195] } },
  { match: /torch|pen light|headlamp|lantern|work lamp/, art: { kind: 'torch', draw: torch, focus: [300, 150] } },
  { match: /globe|(?<!desoldering )bulb|downlight/, art: { kind: 'globe', draw: globe, focus: [200, 160] } },
  { match: /sensor light|flood light|deck light|spreader light/, art: { kind: 'flood-light', draw: floodLight, focus: [200, 190] } },
  { match: /head unit|din media receiver/, art: { kind: 'head-unit', draw: headUnit, focus: [180, 200] } },
  { match: /subwoofer|speaker pair|component speaker/, art: { kind: 'speaker', draw: speaker, focus: [200, 250] } },
  { match: /fuse|circuit breaker/, art: { kind: 'fuse', draw: fuse, focus: [160, 180] } },
  {
    match: /desk lamp|game console|alarm clock|charging pad|weather station|projection clock|rain gauge/,
    art: { kind: 'gadget', draw: gadget, focus: [200, 180] },
  },
  {
    match: /unmanaged switch|managed switch|poe switch|wi-fi adaptor|ethernet adaptor|poe injector/,
    art: { kind: 'router', draw: router, focus: [200, 250] },
  },
  {
    match: /flash drive|\bssd\b|microsd card(?! reader)|hard drive|(?<!micro)sd card/,
    art: { kind: 'storage-media', draw: flashStorage, focus: [200, 200] },
  },
  { match: /smart plug|power board|wall switch/, art: { kind: 'smart-plug', draw: smartPlug, focus: [200, 180] } },
  { match: /wire stripper|cutters|pliers/, art: { kind: 'pliers', draw: pliers, focus: [120, 170] } },
  { match: /repair tool kit/, art: { kind: 'screwdriver', draw: screwdriver, focus: [200, 110] } },
  { match: /\bscrews?\b(?! terminal)|standoff/, art: { kind: 'fastener', draw: fastener, focus: [200, 150] } },
  { match: /cable ties?/, art: { kind: 'cable-ties', draw: cableTies, focus: [200, 120] } },
  { match: /switcher|splitter|extender|media player|usb.*\bhub\b|\bdock(ing station)?\b/, art: { kind: 'av-box', draw: avBox, focus: [200, 220] } },
  { match: /tv antenna|masthead/, art: { kind: 'antenna', draw: antenna, focus: [200, 200] } },
  { match: /projector/, art: { kind: 'projector', draw: projector, focus: [120, 210] } },
  { match: /isolator switch|battery switch/, art: { kind: 'potentiometer', draw: potentiometer, focus: [200, 240] } },
  { match: /addressable|ws281\d|sk6812|apa102|neopixel/, art: { kind: 'addressable-led', draw: addressableLed, focus: [200, 200] } },
  { match: /car charger|socket adaptor|cigarette/, art: { kind: 'car-charger', draw: carCharger, focus: [120, 110] } },
  { match: /battery holder|battery snap/, art: { kind: 'battery-holder', draw: batteryHolder, focus: [200, 200] } },
  { match: /helping hands?|pcb holder|pcb vise|magnif|microscope/, art: { kind: 'helping-hands', draw: helpingHands, focus: [200, 170] } },
  { match: /desoldering (pump|bulb|station|gun)|solder sucker/, art: { kind: 'desoldering-pump', draw: desolderingPump, focus: [280, 150] } },
  { match: /alligator|crocodile|test leads?\b|test hook|probe accessory/, art: { kind: 'test-leads', draw: testLeads, focus: [280, 160] } },
  { match: /banana (plug|socket)|binding post/, art: { kind: 'banana-plug', draw: bananaPlug, focus: [200, 180] } },
  {
    match: /rotary encoder|joystick|membrane keypad|touch keypad|handwheel|touch sensor module/,
    art: { kind: 'input', draw: inputDevice, focus: [200, 170] },
  },
  { match: /buzzer|piezo|mini speaker/, art: { kind: 'buzzer', draw: buzzer, focus: [200, 200] } },
  { match: /rfid (card|key fob)(?! reader)|nfc sticker/, art: { kind: 'rfid-tag', draw: rfidTag, focus: [200, 200] } },
  {
    match: /load cell|hall effect|soil moisture|water flow|float switch|liquid level|force sensitive|flex bend|current sensor|current clamp/,
    art: { kind: 'sensor-module', draw: sensorModule, focus: [200, 180] },
  },
  {
    match:
      /converter module|\bbuck\b|\bboost\b|charger module|protection board|motor driver(?! (shield|ic))|servo driver module|mosfet (driver|switch) module|transceiver|\blora|superheterodyne|transmitter and receiver|radio module|bluetooth .*module|wi-fi .*module|gsm|lte module|ethernet module|can bus|rfid (card )?reader|nfc rfid|real-time clock|card reader module|level (converter|shifter)|adc module|dac module|expander|multiplexer module|eeprom module|usb to (ttl|serial)|amplifier module|mp3 player|microphone (amplifier|module)|mems microphone|sound detection|audio receiver module|line output converter|ground loop isolator/,
    art: { kind: 'module-board', draw: moduleBoard, focus: [200, 160] },
  },
  { match: /car amplifier|channel amplifier|mono block/, art: { kind: 'car-amplifier', draw: carAmplifier, focus: [200, 200] } },
  { match: /wiring kit|power cable|printer filament/, art: { kind: 'wire-spool', draw: spool, focus: [200, 160] } },
  { match: /inductor/, art: { kind: 'inductor', draw: inductor, focus: [200, 190] } },
  { match: /\bcrystal\b(?! radio)|resonator/, art: { kind: 'crystal', draw: crystal, focus: [200, 180] } },
  { match: /enclosure|project box|jiffy/, art: { kind: 'enclosure', draw: enclosure, focus: [200, 200] } },
  { match: /cooling fan|\bfan\b|heatsink/, art: { kind: 'fan', draw: fanOrHeatsink, focus: [200, 200] } },
  { match: /resistor/, art: { kind: 'resistor', draw: resistor, focus: [200, 200] } },
  { match: /potentiometer|trimpot/, art: { kind: 'potentiometer', draw: potentiometer, focus: [200, 240] } },
  { match: /capacitor/, art: { kind: 'capacitor', draw: capacitor, focus: [200, 150] } },
  {
    match: /\bleds?\b(?! ?(strip|light|globe|driver|dimmer|controller|matrix|headlamp|torch|work|flood))|\bdiodes? & leds\b/,
    art: { kind: 'led', draw: led, focus: [200, 190] },
  },
  {
    match: /transistor|mosfet|diode|\bic\b|integrated circuit|op-amp|shift register|timer ic|regulator ic|voltage regulator|\bdip-\d+\b/,
    art: { kind: 'semiconductor', draw: semiconductor, focus: [200, 200] },
  },
  { match: /jumper|pin header|female header|male header|idc socket/, art: { kind: 'jumper-wires', draw: jumperWires, focus: [300, 190] } },
  { match: /breadboard|stripboard|protoboard|perfboard/, art: { kind: 'breadboard', draw: breadboard, focus: [150, 170] } },
  { match: /single board computer|compute module|mini pc/, art: { kind: 'single-board-computer', draw: sbc, focus: [240, 170] } },
  {
    match: /oled|lcd|tft|display(?!port)|touchscreen|led matrix|7-segment|matrix panel/,
    art: { kind: 'display', draw: displayModule, focus: [200, 190] },
  },
  {
    match: /sensor module|sensor breakout|gps|gnss|imu|accelerometer|gyroscope|time-of-flight|ultrasonic|pir motion|air quality|co2/,
    art: { kind: 'sensor-module', draw: sensorModule, focus: [200, 180] },
  },
  {
    match: /board|arduino|uno|shield(?!ed)|programmer|debug probe|jtag|usb-serial|microcontroller/,
    art: { kind: 'development-board', draw: devBoard, focus: [220, 180] },
  },
  { match: /relay|toggle switch|rocker switch|tactile|pushbutton|buttons?\b(?! cell)/, art: { kind: 'switch', draw: switchPart, focus: [200, 200] } },
  { match: /motor|servo/, art: { kind: 'motor', draw: motor, focus: [200, 110] } },
  { match: /soldering (iron|station)|rework/, art: { kind: 'soldering-iron', draw: solderingIron, focus: [280, 130] } },
  { match: /flux pen/, art: { kind: 'flux-pen', draw: fluxPen, focus: [260, 160] } },
  { match: /solder|desoldering braid/, art: { kind: 'solder-spool', draw: spool, focus: [200, 160] } },
  {
    match: /hook-up wire|tinned copper wire|silicone wire|twin core|single core|figure-8|battery cable|speaker cable|\bwire\b/,
    art: { kind: 'wire-spool', draw: spool, focus: [200, 160] },
  },
  { match: /usb|hdmi|displayport|\blead\b|leads|\bcable|\brca\b|xlr|3\.5mm/, art: { kind: 'cable', draw: cableCoil, focus: [110, 90] } },
  { match: /crimper|crimp tool/, art: { kind: 'pliers', draw: pliers, focus: [120, 170] } },
  {
    match: /terminal|lug|spade|connector|barrel plug|xt60|anderson|distribution block/,
    art: { kind: 'connector', draw: connector, focus: [200, 200] },
  },
  { match: /deep cycle|agm|gel |cranking battery|lithium deep/, art: { kind: 'deep-cycle-battery', draw: deepCycle, focus: [200, 180] } },
  { match: /batter(y|ies)|\bcells?\b|lipo|alkaline/, art: { kind: 'battery-cell', draw: batteryCells, focus: [200, 150] } },
  { match: /solar (panel|blanket)|solar panel kit/, art: { kind: 'solar-panel', draw: solarPanel, focus: [150, 140] } },
  {
    match: /multimeter|clamp meter|tester|thermometer|thermal camera|sound level|anemometer|tone and probe/,
    art: { kind: 'multimeter', draw: multimeter, focus: [200, 120] },
  },
  { match: /oscilloscope|logic analyser|generator/, art: { kind: 'bench-instrument', draw: benchInstrument, focus: [170, 210] } },
  { match: /plier|cutter|stripper|crimp/, art: { kind: 'pliers', draw: pliers, focus: [120, 170] } },
  { match: /screwdriver|bit set|driver set|nut driver/, art: { kind: 'screwdriver', draw: screwdriver, focus: [200, 110] } },
  { match: /drill|rotary tool|glue gun|heat gun|glue stick/, art: { kind: 'power-tool', draw: powerTool, focus: [300, 170] } },
  { match: /cabinet|tool box|toolbox|workbench|anti-static mat|storage case/, art: { kind: 'storage', draw: storageBox, focus: [200, 150] } },
  {
    match: /fish finder|chartplotter|transducer|marine|vhf|27mhz|bilge|navigation light|boat/,
    art: { kind: 'marine', draw: marine, focus: [180, 190] },
  },
  { match: /headphone|earbud/, art: { kind: 'headphones', draw: headphones, focus: [200, 260] } },
  { match: /microphone/, art: { kind: 'microphone', draw: microphone, focus: [190, 140] } },
  { match: /amplifier/, art: { kind: 'amplifier', draw: amplifier, focus: [150, 220] } },
  { match: /speaker|subwoofer|soundbar/, art: { kind: 'speaker', draw: speaker, focus: [200, 250] } },
  { match: /head unit|din|carplay|media receiver/, art: { kind: 'head-unit', draw: headUnit, focus: [180, 200] } },
  { match: /camera|cctv|nvr|doorbell|intercom/, art: { kind: 'camera', draw: camera, focus: [280, 200] } },
  {
    match: /alarm|siren|keypad|smart lock|safe\b|cash box|key cabinet|smoke|detector|reed switch|door chime/,
    art: { kind: 'security', draw: securityPanel, focus: [200, 200] },
  },
  { match: /light bar|driving light|work light/, art: { kind: 'light-bar', draw: lightBar, focus: [160, 195] } },
  { match: /led strip/, art: { kind: 'led-strip', draw: ledStrip, focus: [300, 250] } },
  { match: /torch|pen light|headlamp|lantern|work lamp/, art: { kind: 'torch', draw: torch, focus: [300, 150] } },
  { match: /globe|bulb/, art: { kind: 'globe', draw: globe, focus: [200, 160] } },
  {
    match: /flood light|sensor light|garden light|festoon|deck light|lighting|\blights?\b/,
    art: { kind: 'flood-light', draw: floodLight, focus: [200, 190] },
  },
  {
    match: /power bank|plugpack|power supply|charger|adaptor|inverter|regulator|power station|led driver|dimmer|controller|power box/,
    art: { kind: 'power', draw: powerBox, focus: [150, 170] },
  },
  { match: /fridge/, art: { kind: 'fridge', draw: fridge, focus: [280, 230] } },
  { match: /fuse|circuit breaker/, art: { kind: 'fuse', draw: fuse, focus: [160, 180] } },
  { match: /drone/, art: { kind: 'drone', draw: drone, focus: [200, 220] } },
  { match: /kit|starter|robot|coding|science|circuit blocks|lab/, art: { kind: 'kit-box', draw: kitBox, focus: [150, 200] } },
  { match: /book|handbook|guide/, art: { kind: 'book', draw: book, focus: [200, 140] } },
  { match: /router|mesh|gigabit|poe injector|wi-fi adaptor|network|switch(es)? &/, art: { kind: 'router', draw: router, focus: [200, 250] } },
  { match: /keyboard|mouse/, art: { kind: 'keyboard', draw: keyboard, focus: [160, 190] } },
  { match: /flash drive|ssd|microsd|hard drive|sd card/, art: { kind: 'storage-media', draw: flashStorage, focus: [200, 200] } },
  { match: /smart plug|power board|wall switch/, art: { kind: 'smart-plug', draw: smartPlug, focus: [200, 180] } },
  { match: /clock|weather station|game console|desk lamp|gadget|rain gauge/, art: { kind: 'gadget', draw: gadget, focus: [200, 180] } },
  { match: /sensor/, art: { kind: 'sensor-module', draw: sensorModule, focus: [200, 180] } },
  { match: /\bcar\b|auto|vehicle|4wd|reversing|parking/, art: { kind: 'car', draw: carGeneric, focus: [200, 220] } },
];

/** What a whole category group falls back to when no word of a product matches. */
const GROUP_FALLBACK: readonly Rule[] = [
  { match: /component|semiconductor|passive/, art: { kind: 'semiconductor', draw: semiconductor } },
  { match: /microcontroller|arduino|board|maker|module/, art: { kind: 'development-board', draw: devBoard } },
  { match: /tool|solder/, art: { kind: 'pliers', draw: pliers } },
  { match: /test|measure|meter/, art: { kind: 'multimeter', draw: multimeter } },
  { match: /cable|wire|connector/, art: { kind: 'cable', draw: cableCoil } },
  { match: /power|batter|solar|charg/, art: { kind: 'power', draw: powerBox } },
  { match: /audio|sound|video|av\b|tv/, art: { kind: 'speaker', draw: speaker } },
  { match: /secur|surveil/, art: { kind: 'camera', draw: camera } },
  { match: /auto|car|4wd/, art: { kind: 'car', draw: carGeneric } },
  { match: /marine|boat/, art: { kind: 'marine', draw: marine } },
  { match: /light/, art: { kind: 'flood-light', draw: floodLight } },
  { match: /kit|learn|educat|robot|science/, art: { kind: 'kit-box', draw: kitBox } },
  { match: /gift/, art: { kind: 'gift-card', draw: giftCard } },
  { match: /computer|network|smart/, art: { kind: 'router', draw: router } },
  { match: /gadget|novelty/, art: { kind: 'gadget', draw: gadget } },
];

const GENERIC: Art = { kind: 'box', draw: productBox };

/** The drawing for a product: its leaf and title first, then its group and top category, then a box. */
export function artOf(product: Pick<CatalogProduct, 'title' | 'categories' | 'contentType'>): Art {
  const names = product.categories.map((c) => c.name.toLowerCase());
  const leaf = names.at(-1) ?? '';
  const title = product.title.toLowerCase();
  if (/gift/.test(product.contentType.toLowerCase())) return RULES[0]!.art;
  for (const text of [title, leaf, ...names.slice(0, -1).reverse()]) {
    const rule = RULES.find((r) => r.match.test(text));
    if (rule) return rule.art;
  }
  const all = names.join(' ');
  return GROUP_FALLBACK.find((r) => r.match.test(all))?.art ?? GENERIC;
}
export { type Art, type Look, lookOf, ohmsOf, resistorBands, shade } from './look';
