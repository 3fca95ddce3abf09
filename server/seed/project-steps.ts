/**
 * The build steps of each Makerhub project and the sections of each article: our own copy, keyed by the
 * idea's title (project-ideas.ts). A step is a heading and one paragraph; every project has 3 to 6.
 */
export type Section = readonly [title: string, body: string];

export interface ProjectSteps {
  readonly time: string;
  readonly steps: readonly Section[];
}

export const PROJECT_STEPS: Readonly<Record<string, ProjectSteps>> = {
  'Backyard Weather Station': {
    time: '4 hours',
    steps: [
      [
        'Wire the sensors to the board',
        'Put the temperature, humidity and pressure sensors on one I2C bus: two data wires, power and ground. Keep the leads short and twist the data pair so the readings stay clean outdoors.',
      ],
      [
        'Flash the logging sketch',
        'Load a sketch that reads each sensor once a minute and prints the values to the serial monitor. Check that the numbers move when you breathe on the humidity sensor before going further.',
      ],
      [
        'Post readings to a dashboard',
        'Join your Wi-Fi network and send each reading to a small web dashboard on your home network. Buffer a few readings in memory so a dropped connection does not leave gaps.',
      ],
      [
        'Weatherproof and mount it',
        'Fit the board in a vented enclosure out of direct sun, with the sensors below the board so heat from the regulator does not skew the temperature. Mount it about 1.5 m above the ground.',
      ],
    ],
  },
  'Plant Moisture Alarm': {
    time: '1 hour',
    steps: [
      [
        'Calibrate the probe',
        'Read the soil probe in dry air and then in a glass of water. Those two numbers are your dry and wet ends; everything in between is the moisture level.',
      ],
      [
        'Add the buzzer',
        'Connect a small active buzzer through a transistor so the board pin only switches it. A short chirp every ten minutes is enough to be noticed without driving anyone mad.',
      ],
      [
        'Set the threshold and sleep',
        'Pick the level your plant likes, chirp below it, and put the board to deep sleep between readings so a pair of AA cells lasts for months.',
      ],
    ],
  },
  'Retro Handheld Game Console': {
    time: '2 weekends',
    steps: [
      [
        'Plan the layout',
        'Sketch the face of the console at full size: the screen in the middle, a direction pad on the left, two action buttons on the right. Check that your thumbs reach everything.',
      ],
      [
        'Connect the display',
        'Wire the colour TFT on the SPI bus and run a test pattern. A display that shows stripes or mirrored text usually needs a different rotation setting, not new wiring.',
      ],
      [
        'Add buttons with pull-ups',
        'Wire each tactile button between a pin and ground and turn on the internal pull-up. Debounce them in code so one press never counts twice.',
      ],
      [
        'Power it from a LiPo',
        'Add a charger board with protection and a slide switch between the cell and the board. Charge through USB and never leave a LiPo charging unattended.',
      ],
      [
        'Load a game and close it up',
        'Start with a simple game such as a falling-block puzzle, then fit everything into the case with foam tape so nothing rattles.',
      ],
    ],
  },
  'Desk Air Quality Monitor': {
    time: '3 hours',
    steps: [
      [
        'Wire the CO2 and particle sensors',
        'Both sensors talk over serial or I2C; give each its own supply decoupling capacitor because the particle sensor fan draws sharp bursts of current.',
      ],
      [
        'Let the sensors settle',
        'CO2 sensors need a few minutes to warm up and a day or two to learn their baseline. Log readings during that time but do not trust them yet.',
      ],
      [
        'Show the level with light',
        'Map the CO2 reading onto an LED ring: green below 800 ppm, amber up to 1200 ppm and red above. One glance tells you when to open a window.',
      ],
    ],
  },
  'Smart Letterbox Notifier': {
    time: '2 hours',
    steps: [
      [
        'Fit the reed switch',
        'Glue the magnet to the flap and the reed switch to the frame so they line up when the flap is closed. Test the gap with a multimeter on continuity.',
      ],
      [
        'Wake on the flap',
        'Wire the switch to a wake-up pin so the board sleeps until the flap moves. It then wakes, sends one message and sleeps again.',
      ],
      [
        'Send the message',
        'Use a messaging service or your home automation hub to push a note to your phone. Ignore a second trigger within a minute so the postie does not send three alerts.',
      ],
      ['Seal it against rain', 'Put the board and battery in a sealed box inside the letterbox and run the switch leads through a cable gland.'],
    ],
  },
  'LED Matrix Scrolling Sign': {
    time: '2 hours',
    steps: [
      [
        'Chain the matrix modules',
        'Connect the modules end to end, data out of one into data in of the next, with power fed in at both ends so the far module is not dim.',
      ],
      [
        'Scroll a message',
        'Load a sketch with a font table and scroll a short message. Adjust the brightness down: full brightness is hard to read and draws far more current.',
      ],
      [
        'Mount it on the door',
        'Screw the chain to a strip of timber or acrylic and hang it at eye height, with the supply lead clipped along the frame.',
      ],
    ],
  },
  'Bench Power Supply from a Laptop Brick': {
    time: '3 hours',
    steps: [
      [
        'Check the brick',
        'Measure the plugpack open-circuit voltage and read its current rating from the label. A 19 V, 3 A brick makes a good base for a 0 to 15 V bench supply.',
      ],
      [
        'Fit the buck converter',
        'Wire the brick through a fuse to an adjustable buck converter with current limiting. Set the output to a low voltage before you connect anything to it.',
      ],
      [
        'Add the panel meter',
        'A combined volt and amp meter on the output shows what your circuit is drawing. Wire its shunt in the negative lead as its sheet shows.',
      ],
      ['Box it up', 'Mount everything in a small case with binding posts on the front and ventilation slots over the converter heatsink.'],
    ],
  },
  'Robot Car with Obstacle Avoidance': {
    time: '4 hours',
    steps: [
      [
        'Assemble the chassis',
        'Bolt the two gear motors to the chassis plate, fit the wheels and the caster, and mount the battery holder low and in the middle for balance.',
      ],
      [
        'Wire the motor shield',
        'Plug the motor shield onto the board and connect each motor to one channel. Run both motors forward in a test sketch and swap the leads of any that spin backwards.',
      ],
      [
        'Mount the ultrasonic sensor',
        'Fix the sensor at the front facing forward, a few centimetres above the floor. Print distances to the serial monitor and check them against a ruler.',
      ],
      [
        'Write the avoid behaviour',
        'Drive forward; when something is closer than 20 cm, stop, back up a little, turn a random amount and carry on. Tune the numbers on your own floor.',
      ],
    ],
  },
  'GPS Bike Trip Logger': {
    time: '3 hours',
    steps: [
      [
        'Get a GPS fix',
        'Connect the GPS module to a serial port and take it outside. The first fix can take a few minutes; after that it is quick while the backup cell is charged.',
      ],
      [
        'Log to the SD card',
        'Write latitude, longitude, speed and time to a new file for each ride, one line every few seconds. Flush the file often so a bump does not lose the trip.',
      ],
      [
        'Mount it on the bike',
        'Fit the logger in a small bag or case on the handlebars with the antenna facing the sky, powered from a USB power bank.',
      ],
      ['Map the ride', 'Convert the log to a GPX file at home and open it in any mapping tool to see your route and speed.'],
    ],
  },
  'Theremin with Distance Sensors': {
    time: '2 hours',
    steps: [
      ['Read two distances', 'Wire two time-of-flight sensors on the I2C bus, giving one a new address at start-up so both can share it.'],
      [
        'Turn distance into pitch',
        'Map the right-hand distance onto a frequency range, say 200 to 1000 Hz, and play it as a tone on a speaker output.',
      ],
      [
        'Add volume control',
        'Use the left-hand sensor to set the volume through a small amplifier module. Smooth both readings so the sound glides instead of jumping.',
      ],
    ],
  },
  'Home Network Ad Blocker': {
    time: '2 hours',
    steps: [
      [
        'Prepare the single board computer',
        'Write a fresh operating system image to the memory card, enable remote login and give the board a fixed address on your network.',
      ],
      [
        'Install the DNS filter',
        'Install a DNS filtering package and pick a couple of well-kept block lists. Start small: too many lists break more sites than they help.',
      ],
      [
        'Point your router at it',
        'Set the board as the DNS server your router hands out. Every device on the network now uses it without any setup of its own.',
      ],
      ['Keep it tidy', 'Check the query log after a week, allow any site that broke, and schedule the block lists to update weekly.'],
    ],
  },
  'Smart Garden Irrigation Controller': {
    time: '1 weekend',
    steps: [
      [
        'Plan the zones',
        'Walk the garden and group plants by how much water they need. Four zones with one solenoid valve each cover most backyards.',
      ],
      [
        'Wire the relay board',
        'Each relay switches one 24 V AC solenoid. Keep the low-voltage valve wiring separate from the board and fit a flyback path where the valves need one.',
      ],
      ['Add soil sensing', 'A moisture probe in each zone lets the controller skip a watering when the ground is already wet.'],
      ['Schedule it', 'Set early morning watering times and a web page to change them. Add a rain delay button for wet weeks.'],
      ['Seal the box', 'Fit everything in a weatherproof enclosure with cable glands, mounted under the eaves and out of the sprinklers.'],
    ],
  },
  'Reaction Timer Game': {
    time: '2 hours',
    steps: [
      [
        'Wire the arcade buttons',
        'Connect two big arcade buttons, one per player, and their built-in LEDs through resistors. Each button goes to its own input with a pull-up.',
      ],
      ['Add the display', 'Drive a four-digit seven-segment display from a driver chip so the board only needs a few pins.'],
      [
        'Write the game',
        'Wait a random two to five seconds, light both buttons and time each player to the millisecond. Pressing early loses the round.',
      ],
    ],
  },
  'Digital Clock with Auto-Dimming': {
    time: '2 hours',
    steps: [
      [
        'Set the real-time clock',
        'Connect the RTC module over I2C and set it once from your computer. Its coin cell keeps time when the power is off.',
      ],
      ['Drive the display', 'Show hours and minutes on a four-digit display with a blinking colon so you can tell it is running.'],
      [
        'Dim with the room',
        'Read a light-dependent resistor in a voltage divider and map its reading onto the display brightness, with a floor so it never goes fully dark.',
      ],
    ],
  },
  'Solar Powered Sensor Node': {
    time: '1 weekend',
    steps: [
      [
        'Size the panel and cell',
        'Measure the node current awake and asleep, then work out the daily charge. A small panel and one 18650 cell give days of margin for winter.',
      ],
      [
        'Fit the solar charger',
        'Use a charger board made for solar input so the cell charges even from a weak panel, with protection against over-discharge.',
      ],
      [
        'Sleep between readings',
        'Wake every ten minutes, read the sensors, send the values and go back to deep sleep. Turn off sensor power between readings with a transistor.',
      ],
      [
        'Weatherproof the node',
        'Mount the panel facing north at your latitude angle and put the electronics in a sealed box with a breathable vent.',
      ],
    ],
  },
  'Bluetooth Boombox': {
    time: '4 hours',
    steps: [
      [
        'Build the box',
        'Cut a simple box from plywood or MDF with two round holes for the drivers. Glue and clamp it so it is airtight apart from the ports.',
      ],
      [
        'Wire the amplifier',
        'Connect the Bluetooth receiver output to the Class-D amplifier input and each driver to one channel. Keep speaker leads away from the receiver antenna.',
      ],
      [
        'Add the battery and charger',
        'A pack of lithium cells with a protected charger runs the amp; a switch and a charge socket go on the back panel.',
      ],
      ['Tune and finish', 'Add a little acoustic wadding inside, play some music and adjust the amp gain so it is loud without clipping.'],
    ],
  },
  'Model Railway Signal Controller': {
    time: '3 hours',
    steps: [
      [
        'Mount the point servos',
        'Fix a hobby servo under each set of points with a wire link through the baseboard. Set the travel in code so the blades just close.',
      ],
      ['Wire the signals', 'Each signal head gets a red and a green LED with its own resistor, switched from the board.'],
      ['Build the mimic panel', 'Draw the track plan on a panel, fit a toggle switch for each point and an LED beside it that follows the servo.'],
      [
        'Interlock the logic',
        'Set signals to red automatically when their route is set against them, so trains never get a green into the wrong road.',
      ],
    ],
  },
  'Pet Feeder with Portion Control': {
    time: '1 weekend',
    steps: [
      [
        'Build the auger',
        'A short auger in a tube below a food hopper moves a set amount of kibble per turn. Test it by hand with the food your pet eats.',
      ],
      ['Drive it with a stepper', 'A stepper and driver turn the auger an exact number of steps, so each portion is the same size.'],
      ['Set the schedule', 'Store feeding times on the board and let your phone change them over Wi-Fi. Log each feed so you can see it happened.'],
      ['Make it pet-proof', 'Close the hopper with a lid your pet cannot lift and keep all wiring inside the case.'],
    ],
  },
  'Ambient Mood Lamp': {
    time: '1 hour',
    steps: [
      [
        'Fit the LEDs in the jar',
        'Wind a short strip of addressable LEDs around a tube inside a frosted jar. Add a 330 ohm resistor in the data line and a capacitor across the supply.',
      ],
      ['Add touch control', 'A touch sensor pad under the lid changes the pattern or turns the lamp off with a tap.'],
      ['Write calm patterns', 'Fade slowly between colours over minutes, not seconds. Slow changes are what make it feel calm.'],
    ],
  },
  'Infrared Remote Learner': {
    time: '2 hours',
    steps: [
      ['Receive the codes', 'Connect an IR receiver module and print the codes from each old remote as you press its buttons.'],
      ['Store the codes', 'Save the codes you want in a table with a name for each, such as TV power or amp volume up.'],
      [
        'Replay them',
        'Drive an IR LED through a transistor and send the stored codes from buttons of your own. Aim it at the device and test each one.',
      ],
    ],
  },
  'Garage Door Opener via Wi-Fi': {
    time: '3 hours',
    steps: [
      [
        'Find the wall button terminals',
        'Most openers have two low-voltage terminals for a wall button. Shorting them briefly opens or closes the door.',
      ],
      ['Wire a relay across them', 'A relay module driven by a Wi-Fi board gives that short press without touching mains wiring.'],
      ['Sense the door position', 'A reed switch and magnet on the door tell you whether it is closed, so the app can show the real state.'],
      ['Lock it down', 'Put the control page behind a password on your home network only. Never expose it directly to the internet.'],
    ],
  },
  'Workshop Dust Extractor Auto-Switch': {
    time: '1 weekend',
    steps: [
      [
        'Sense the tool current',
        'A non-contact current sensor clipped around one conductor of the tool lead tells when the tool is running, without any connection to mains.',
      ],
      [
        'Switch the extractor safely',
        'The extractor is switched by a certified, enclosed switching unit; any mains wiring must be done by a licensed electrician.',
      ],
      ['Add a run-on delay', 'Keep the extractor running for a few seconds after the tool stops so the last dust clears the hose.'],
    ],
  },
  'Synth DIY: Build a Tiny Synthesiser': {
    time: '3 hours',
    steps: [
      ['Build the oscillator', 'A 555 timer in astable mode makes a square wave; a pot in the timing network sets the pitch.'],
      ['Add the filter', 'A simple RC low-pass filter with a second pot softens the harsh square wave into something warmer.'],
      ['Amplify it', 'Feed the filter output into a small amplifier chip and a speaker. Add a volume pot before the amp input.'],
      ['Play it', 'Add a row of push buttons, each with its own resistor, to make a simple keyboard.'],
    ],
  },
  'Doorbell Camera on a Budget': {
    time: '3 hours',
    steps: [
      ['Choose the spot', 'Mount the camera at chest height beside the door, angled so it sees faces and parcels without pointing at the street.'],
      ['Power it', 'Run low-voltage power from a plugpack inside, through the wall, rather than relying on batteries.'],
      ['Link the chime', 'A button wired to the camera input rings the chime and tags the recording.'],
      ['Set recording and privacy', 'Record only on motion or a press, and mask neighbours windows in the camera settings.'],
    ],
  },
  'Bedside Sunrise Alarm': {
    time: '2 hours',
    steps: [
      ['Build the light', 'Warm white LEDs behind a diffuser give a soft glow. Drive them with a MOSFET so the board can dim them smoothly.'],
      ['Keep time', 'Use a real-time clock or network time so the alarm still works after a power blip.'],
      [
        'Fade in slowly',
        'Start thirty minutes before the alarm and ramp the brightness on a curve, because the eye notices early steps much more than late ones.',
      ],
    ],
  },
  'Coin Cell Christmas Ornament': {
    time: '1 hour',
    steps: [
      ['Cut the star', 'Cut a star from thin board or use a PCB star, and mark where each LED goes.'],
      ['Solder the LEDs', 'Solder the LEDs with their resistors to a tiny microcontroller. Keep the joints small and neat so the star lies flat.'],
      ['Add flicker and the cell', 'Program a random flicker, fit a coin cell holder on the back and hang it on the tree.'],
    ],
  },
  'Energy Monitor for the Switchboard': {
    time: '1 weekend',
    steps: [
      [
        'Book the electrician',
        'Clamp sensors inside a switchboard must be fitted by a licensed electrician. Plan the job with them before you buy anything.',
      ],
      [
        'Connect the sensors to the board',
        'The clamp sensors output a small current that a burden resistor turns into a voltage the board can read.',
      ],
      ['Calculate power', 'Sample quickly, compute the RMS current and multiply by a nominal voltage for an estimate of power per circuit.'],
      ['Show it', 'Send readings every minute to a dashboard and graph usage by the hour and the day.'],
    ],
  },
  'Camper Trailer Dual Battery Setup': {
    time: '1 day',
    steps: [
      [
        'Plan the cable run',
        'Measure the run from the starting battery to the trailer plug and pick cable thick enough for the charger current over that length.',
      ],
      ['Mount the DC-DC charger', 'Fit the charger near the auxiliary battery, on a surface that lets it shed heat, with a fuse at each battery.'],
      ['Wire the ignition sense', 'Connect the charger ignition input so it only charges when the engine runs, protecting the starting battery.'],
      ['Add monitoring', 'Fit a battery monitor with its shunt on the negative side so you can read the state of charge from the cab.'],
    ],
  },
  'Solar for the Weekend Campsite': {
    time: '2 hours',
    steps: [
      ['Add up the load', 'List the fridge, lights and phones with their daily amp-hours. That total decides the battery and panel size.'],
      [
        'Choose the panel and battery',
        'A folding panel with about three times the daily amp-hours in watts, and a lithium battery that covers two cloudy days, is a good start.',
      ],
      [
        'Connect the MPPT regulator',
        'Wire the regulator to the battery first, then the panel, each with a fuse. Set the regulator to the right battery chemistry.',
      ],
      ['Set up at camp', 'Keep the panel in full sun and the battery in the shade, and move the panel during the day to follow the sun.'],
    ],
  },
  'Installing a Reversing Camera': {
    time: '4 hours',
    steps: [
      ['Mount the camera', 'Fit the camera above the number plate, centred, and check the view before drilling anything.'],
      ['Run the cable', 'Route the video cable along the existing loom under trims, away from sharp edges and the exhaust.'],
      ['Tap the reverse light', 'Power the camera from the reverse light circuit with a proper tap connector so it turns on only in reverse.'],
      ['Seal and test', 'Seal every hole with a grommet and sealant, then test the picture in daylight and at night.'],
    ],
  },
  'Tinny Fish Finder Install': {
    time: '3 hours',
    steps: [
      ['Place the transducer', 'Mount the transducer on the transom where water flows smoothly, clear of rivets and the propeller wash.'],
      ['Route the cable', 'Run the transducer cable up and along the gunwale in clips, with a drip loop before it enters any hole.'],
      ['Wire the display', 'Connect the display to the battery switch through an in-line fuse, so it is off whenever the boat is.'],
      [
        'Test on the water',
        'Check the depth reading against a known depth at the ramp and adjust the transducer angle if the picture breaks up at speed.',
      ],
    ],
  },
  'Line-Following Robot': {
    time: '3 hours',
    steps: [
      ['Build the base', 'Mount two geared motors and a caster on a small chassis, with the battery pack over the drive wheels.'],
      ['Fit the line sensors', 'Place two infrared reflectance sensors a few millimetres above the floor, either side of the line.'],
      [
        'Steer with the sensors',
        'When the left sensor sees the tape, slow the left motor; when the right one does, slow the right. That is all it needs to follow a gentle curve.',
      ],
      ['Tune the speed', 'Lower the speed until it takes your sharpest bend, then raise it a little at a time.'],
    ],
  },
  'Four-Servo Robot Arm': {
    time: '1 weekend',
    steps: [
      ['Assemble the joints', 'Build the base, shoulder, elbow and gripper with one servo each. Centre every servo in code before fitting its horn.'],
      ['Power the servos separately', 'Four servos can draw more than a board can supply. Feed them from their own 5 V supply with a shared ground.'],
      ['Add the joysticks', 'Two thumb joysticks give four axes. Map each one onto a servo and move in small steps for fine control.'],
      ['Record a move', 'Store a sequence of positions at the press of a button and replay it to pick and place on its own.'],
    ],
  },
  'Guitar Fuzz Pedal': {
    time: '4 hours',
    steps: [
      ['Populate the board', 'Solder the resistors first, then the capacitors and the two transistors last, checking each value against the layout.'],
      ['Drill the enclosure', 'Mark and drill the die-cast box for the two pots, the stomp switch, the jacks and the power socket.'],
      [
        'Wire the true bypass',
        'The three-pole stomp switch routes the guitar either through the circuit or straight to the output, and lights the LED when the fuzz is on.',
      ],
      ['Bias and play', 'Adjust the trimmer until the fuzz sounds full rather than sputtery, then close the box and plug in.'],
    ],
  },
  'Class-A Headphone Amplifier': {
    time: '1 weekend',
    steps: [
      [
        'Build the regulated supply',
        'A clean supply is most of a quiet amplifier. Build the regulator stage first and check its output on the bench with no load.',
      ],
      ['Lay out the stripboard', 'Plan the layout on paper, cutting tracks between stages, and keep input wiring away from the supply.'],
      [
        'Set the bias',
        'Power up through a current-limited supply and set the output transistor bias to the value in your design, letting it warm up first.',
      ],
      [
        'Case and listen',
        'Fit the board in a metal case connected to ground, add the volume pot and the headphone jack, and listen with quiet music first.',
      ],
    ],
  },
  'Bilge Pump High-Water Alarm': {
    time: '2 hours',
    steps: [
      ['Mount the float switch', 'Fit the float switch a little above the pump float so it only trips when the pump is not keeping up.'],
      [
        'Wire the siren',
        'Run the float switch, a fuse and a piezo siren off the battery side of the isolator so the alarm works even when the boat is switched off.',
      ],
      ['Add a test button', 'A push button across the float switch lets you check the siren before every trip.'],
    ],
  },
  'Camp Fridge Battery Monitor': {
    time: '2 hours',
    steps: [
      [
        'Fit the shunt',
        'Place the shunt in the negative lead between the auxiliary battery and everything else, so every amp in and out passes through it.',
      ],
      ['Connect the display', 'Run the sense leads to the monitor display in the cab or the trailer door and fuse the supply lead at the battery.'],
      ['Set the capacity', 'Enter the battery capacity and chemistry so the monitor can show the state of charge, not only the voltage.'],
      ['Set a low alarm', 'Set an alarm at about 20 percent for lithium or 50 percent for lead-acid, well before the fridge cut-out.'],
    ],
  },
  '12 V Camp Lighting String': {
    time: '2 hours',
    steps: [
      ['Cut the strip', 'Cut the waterproof LED strip only at the marked points and seal each end with the caps and silicone supplied.'],
      ['Add the dimmer', 'Wire a small 12 V dimmer in the lead so you can turn the light down once the insects arrive.'],
      ['Fit the plug', 'Crimp an Anderson plug on the lead with a fuse close to it, matching the plugs you already use on the battery box.'],
      ['Hang it', 'Clip the strip along the awning edge with hook-and-loop ties, facing down and away from the tent door.'],
    ],
  },
  'USB Charging Panel for the Camper': {
    time: '2 hours',
    steps: [
      ['Choose the spot', 'Pick a flat panel near where people sit, with room behind it for the sockets and the wiring.'],
      ['Cut the holes', 'Use a hole saw of the size the sockets ask for and deburr the edges so the seals sit flat.'],
      [
        'Wire and fuse it',
        'Run a positive and negative pair from the house battery, with a fuse at the battery sized for the cable, and a switch to cut the standby draw.',
      ],
    ],
  },
  'Caravan Water Tank Gauge': {
    time: '3 hours',
    steps: [
      ['Fit the sender', 'Mount a level sender through the top of the tank, or a pressure sender at the outlet if the tank cannot be opened.'],
      ['Run the sense wire', 'Route the sender lead along the chassis in conduit, away from the brake and exhaust lines.'],
      ['Set up the display', 'Wire the bar-graph display to the house battery through a switch and calibrate it with the tank empty and full.'],
    ],
  },
  'Anchor Light and Nav Light Refit': {
    time: '4 hours',
    steps: [
      ['Check the rules', 'Look up the navigation light rules for your boat length so the new fittings show the right arcs and range.'],
      ['Remove the old fittings', 'Take off the old lights and cut back any corroded wire to bright copper.'],
      ['Re-run with tinned wire', 'Use tinned marine cable with heat-shrink crimp joints; ordinary copper turns green in a season.'],
      ['Fit and test the LEDs', 'Mount the LED fittings, seal the screw holes and test each light from a distance at dusk.'],
    ],
  },
};

/** An article's sections: a heading and a paragraph each. */
export const ARTICLE_SECTIONS: Readonly<Record<string, readonly Section[]>> = {
  'Oscilloscope Basics: Seeing Your Signals': [
    [
      'Timebase and volts per division',
      'The horizontal knob sets how much time each square of the grid covers; the vertical one sets how many volts. Start wide and zoom in until one or two cycles fill the screen.',
    ],
    [
      'Triggering',
      'The trigger tells the scope where a cycle starts, so repeated sweeps line up. A steady picture needs a trigger level inside the signal and the right edge selected.',
    ],
    [
      'Probing a PWM signal',
      'Clip the probe ground close to the point you measure and use the 10x setting. A long ground lead adds ringing that is not really in your circuit.',
    ],
  ],
  'Choosing the Right Multimeter': [
    [
      'Counts and resolution',
      'A 6000-count meter shows one more digit of detail than a 2000-count one on most ranges. For hobby work, 4000 to 6000 counts is plenty.',
    ],
    [
      'CAT ratings',
      'The category rating says what transient voltages the meter survives. Anything near mains needs CAT III at least, and a meter that really meets it.',
    ],
    [
      'True RMS',
      'A true RMS meter reads non-sine AC, such as the output of a dimmer or an inverter, correctly. An average-responding meter can be far out on those.',
    ],
  ],
  'Soldering 101: Clean Joints Every Time': [
    ['Look after the tip', 'Tin the tip when it is new and every time you put the iron down. A shiny tip carries heat; a black one does not.'],
    [
      'Heat the joint, not the solder',
      'Touch the tip to both the pad and the lead, then feed solder into the joint. It should flow around the lead in a second or two.',
    ],
    [
      'The shiny cone',
      'A good joint is a smooth, slightly concave cone. A ball sitting on top, or a grey grainy finish, means not enough heat or a bumped joint.',
    ],
  ],
  'Understanding LiPo and Li-ion Safety': [
    [
      'Charge with the right charger',
      'Lithium cells need a constant-current then constant-voltage charge. A balance charger also keeps each cell of a pack at the same voltage.',
    ],
    ['Store them half full', 'Stored full or flat, lithium cells age quickly. Around 3.8 V per cell and a cool place keeps them healthy for months.'],
    ['Transport and damage', 'Tape the terminals, keep cells in a hard case and retire any cell that is swollen, dented or gets hot on its own.'],
  ],
  'I2C, SPI and UART Explained': [
    [
      'I2C',
      'Two wires shared by many devices, each with an address. It is slow but needs few pins, which is why sensors love it. Remember the pull-up resistors.',
    ],
    ['SPI', 'Four wires and a chip select per device. It is fast and simple, and suits displays and memory cards.'],
    ['UART', 'Two data lines between exactly two devices, at an agreed baud rate. GPS modules and debug consoles use it.'],
    [
      'Debugging with a logic analyser',
      'A cheap logic analyser decodes all three buses on a computer screen, showing exactly which bytes went over the wire.',
    ],
  ],
  'Picking a Microcontroller for Your Project': [
    [
      'Start with what it must do',
      'List the inputs, outputs, radio and battery life you need before looking at boards. The list usually picks the board for you.',
    ],
    ['Wireless or not', 'If the project needs Wi-Fi or Bluetooth, a board with a built-in radio saves space and power over adding a module.'],
    ['Community matters', 'A popular board has examples and libraries for almost every sensor. That saves more time than any speed difference.'],
  ],
  'Crimping Connectors Like a Pro': [
    [
      'Match the terminal to the wire',
      'Each terminal suits a range of wire sizes. Too small a wire pulls out; too large a wire will not close properly.',
    ],
    ['Strip to length', 'Strip just enough that the copper fills the barrel with no bare wire outside it and no insulation inside it.'],
    [
      'Use a ratchet tool',
      'A ratchet crimper will not release until the crimp is complete, so every joint gets the same pressure. Give each one a firm pull test.',
    ],
  ],
  'Getting Started with Addressable LEDs': [
    ['Power injection', 'Long strips dim and turn orange at the far end. Feed power in at both ends, or every metre or two on a long run.'],
    [
      'Level shifting',
      'A 3.3 V board driving 5 V LEDs can work on the bench and fail on the wall. A level shifter on the data line makes it reliable.',
    ],
    [
      'The capacitor and resistor',
      'A large capacitor across the supply at the strip and a small resistor in the data line protect the first pixel from spikes.',
    ],
  ],
  'Designing Your First PCB': [
    [
      'From schematic to footprints',
      'Check every part footprint against its datasheet before layout. A wrong pinout is the most common first-board mistake.',
    ],
    ['Ground pours', 'Fill unused copper on both layers with ground and stitch them together with vias. It lowers noise and makes routing easier.'],
    ['Check the Gerbers', 'Open the exported files in a Gerber viewer before ordering. What you see there is what the fab will make.'],
  ],
  'Laser-Cut Enclosure Tips': [
    ['Allow for the kerf', 'The laser removes a thin line of material. Offset finger joints by half the kerf so they press together firmly.'],
    ['Mount boards on standoffs', 'Cut holes for brass standoffs so boards sit off the base, leaving room for wiring and airflow.'],
    ['Plan the openings', 'Lay out cut-outs for USB, switches and displays from real measurements of the parts, with a millimetre of clearance.'],
  ],
  'LED Light Bar Wiring Guide': [
    ['Use a relay', 'A light bar draws too much current for a dash switch. The switch drives a relay, and the relay carries the load.'],
    ['Fuse at the battery', 'Fit a fuse close to the battery, sized for the cable, so a chafed wire cannot start a fire.'],
    ['Meet the rules', 'Wire driving lights so they only work with high beam on, and check the local rules on mounting height and number of lamps.'],
  ],
  'Marine Radio Basics': [
    ['VHF or 27 MHz', 'VHF is clearer and monitored by rescue services in most areas; 27 MHz is cheaper and still common in some estuaries.'],
    ['The antenna is most of it', 'Mount the antenna as high as you can. Range depends far more on height than on transmitter power.'],
    ['Licences and channels', 'Learn the distress and calling channels and check what licence or certificate your radio needs before you use it.'],
  ],
  'Inverters: Pure Sine or Modified?': [
    [
      'What the waveform means',
      'A pure sine inverter makes power like the grid. A modified sine inverter makes a stepped wave that some gear dislikes.',
    ],
    ['What each suits', 'Chargers and simple heaters run on modified sine. Laptops, fridges with electronic controls and some tools want pure sine.'],
    ['Size and cabling', 'Size the inverter for the largest start-up surge, and use short, heavy cables to the battery with a fuse.'],
  ],
  'Home CCTV Planning Guide': [
    ['Cover the entries', 'Put cameras where people enter: doors, gates and the driveway. Faces are what you want recorded.'],
    ['Work out the storage', 'Multiply the bitrate by the hours you record. Recording on motion stretches a hard drive from days to weeks.'],
    [
      'PoE or Wi-Fi',
      'PoE cameras take one cable for power and data and are the most reliable. Wi-Fi cameras are easier to fit but need power nearby.',
    ],
  ],
  'Reading Schematics Without Fear': [
    [
      'Symbols and designators',
      'R1 is a resistor, C3 a capacitor, U2 a chip. The letters tell you what a part is and the numbers find it on the board.',
    ],
    ['Follow the supply', 'Find where power comes in, then trace it through the regulator to every chip. That shows the skeleton of the circuit.'],
    ['Nets and labels', 'Two wires with the same label are connected even if no line joins them on the page. Labels keep big schematics readable.'],
  ],
  'Powering Your Project from Batteries': [
    ['Measure the current', 'Measure the current awake and asleep with a meter in series. The sleep current usually decides the battery life.'],
    ['Work out the runtime', 'Divide the battery capacity by the average current, then take off a fifth for ageing and cold weather.'],
    ['Pick a regulator', 'A buck converter wastes less than a linear regulator when the battery voltage is well above what the board needs.'],
  ],
  'Motors for Makers: DC, Servo or Stepper?': [
    ['DC motors', 'Cheap and fast, good for wheels. They need an H-bridge driver to reverse and do not know where they are.'],
    ['Servos', 'A servo turns to an angle you ask for. Ideal for arms, flaps and steering, with a limited range of travel.'],
    [
      'Steppers',
      'Steppers move in exact steps and hold their position, which is why printers and feeders use them. They need a driver and more current.',
    ],
  ],
  'Breadboard Habits That Save Hours': [
    [
      'Colour your wires',
      'Red for positive, black for ground and another colour per signal. You will find a wrong wire in seconds instead of minutes.',
    ],
    ['Check the rails', 'Some breadboards split their power rails halfway. Bridge them, or half your circuit sits unpowered.'],
    [
      'Build and test in stages',
      'Add one part of the circuit at a time and test it before the next. A fault is then always in the last thing you added.',
    ],
  ],
};
