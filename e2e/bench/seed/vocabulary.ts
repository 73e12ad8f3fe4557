/** Words the seeded rows are made of: Albanian names with ë and ç, phones, devices, cities. */

const unique = (words: string): string[] => [...new Set(words.trim().split(/\s+/))];

export const FIRST_NAMES = unique(`
  Qëndrim Dëshira Gëzim Xhevdet Ëndrita Shkëlzen Mërgim Arbër Arben Besnik Blerim Bujar Burim Dardan Driton Durim
  Edon Egzon Enis Erblin Ermal Fatos Fisnik Flamur Florent Gent Granit Hekuran Ilir Jetmir Kushtrim Labinot Liridon
  Lulzim Mentor Milot Osman Petrit Rinor Rrustem Shpëtim Skënder Valon Visar Xhemajl Ylli Zenel Agim Adem Bekim
  Çlirim Dritan Ekrem Fadil Genc Hasan Idriz Jeton Kreshnik Lavdim Mehmet Naim Përparim Qerim Ramadan Sabri Taulant
  Ukshin Veton Xhafer Zef Alban Ardit Besart Diellor Erion Fatmir Lirim Mërgon Nderim Rexhep Sokol Trim Uran Vëllaznim
  Fjolla Albana Arta Blerta Blerina Dafina Diellza Donika Drita Edona Elira Eranda Erza Fatbardha Flaka Flutura Gresa
  Hana Jehona Kaltrina Lindita Lirie Luljeta Mimoza Merita Nora Njomza Pranvera Qëndresa Rina Rrezarta Shqipe Shpresa
  Teuta Valbona Vjosa Zana Zamira Ardita Besa Brikena Dhurata Elda Fitore Gentiana Hyrije Ilirjana Jeta Lumturije
  Majlinda Mirëlinda Nexhmije Ornela Rudina Sevdije Vesa Xhejlane Yllka Zojë Ëmira Gëzime Dëfrime Çiljeta Lëndita
`);

export const LAST_NAMES = unique(`
  Hoxha Krasniqi Gashi Berisha Çollaku Dërmaku Çeku Morina Shala Kelmendi Bytyqi Hasani Rexhepi Ahmeti Islami Sadiku
  Salihu Mustafa Maloku Kastrati Thaçi Haradinaj Rugova Limani Hyseni Hajdari Osmani Ramadani Zeqiri Jashari Kurti
  Bajrami Shehu Dervishi Veseli Kryeziu Kuçi Musliu Qerimi Gjoka Gjonbalaj Dushku Mehmeti Selimi Sylejmani Emini
  Halili Ismaili Idrizi Latifi Memeti Nuhiu Pllana Rama Sejdiu Tahiri Ukaj Vllasaliu Zymberi Bislimi Blakaj Dauti
  Dema Duraku Elezi Fazliu Fejza Gërguri Gërxhaliu Hajrizi Hamiti Hoti Imeri Jakupi Kabashi Kadriu Kosumi Kuqi Lika
  Lluka Loxha Mala Mazreku Murati Nimani Pacolli Përteshi Qorri Rexha Rrahmani Sahiti Shabani Shkodra Sopi Syla Tafa
  Uka Vitia Xhaka Ymeri Zeka Çitaku Çela Dërvishaj Gjikolli Hysa Kolgeci Lushtaku Mjeku Nura Rraci Surroi Tërnava
  Xhemaili Bunjaku Çupi Daci Ferizi Gllareva Hoxhaj Istrefi Kaçaniku Lahu Mehaj Nikçi Osmanaj Pula Qollaku Rrustemi
  Shatri Topalli Vokshi Zhubi Avdiu Bekteshi Canolli Deva Ejupi Fetahu Hajdini Ibishi Jusufi Lajçi Mulliqi Neziri
`);

export const DEVICE_MODELS = [
  'Samsung Galaxy S23',
  'Samsung Galaxy S22',
  'Samsung Galaxy S21 FE',
  'Samsung Galaxy A54',
  'Samsung Galaxy A34',
  'Samsung Galaxy A14',
  'Samsung Galaxy A52s',
  'Samsung Galaxy Note 20',
  'Samsung Galaxy Z Flip5',
  'iPhone 15 Pro',
  'iPhone 15',
  'iPhone 14 Pro Max',
  'iPhone 14',
  'iPhone 13',
  'iPhone 12 mini',
  'iPhone 11',
  'iPhone XR',
  'iPhone SE (2022)',
  'Xiaomi Redmi Note 12',
  'Xiaomi Redmi Note 13 Pro',
  'Xiaomi 13T',
  'Xiaomi Poco X5',
  'Huawei P30 Lite',
  'Huawei P40 Pro',
  'Huawei Nova 9',
  'Google Pixel 7',
  'Google Pixel 8 Pro',
  'OnePlus 11',
  'OnePlus Nord 3',
  'Oppo A78',
  'Oppo Reno 10',
  'Motorola Moto G54',
  'Realme 11 Pro',
  'Honor 90',
  'Nokia G22',
  'Sony Xperia 10 V',
  'iPad Air (5th gen)',
  'Samsung Galaxy Tab A8',
];

export const WORK_DESCRIPTIONS = [
  'Ekrani i thyer, duhet ndërruar',
  'Bateria mbushet ngadalë dhe shkarkohet shpejt',
  'Nuk ndizet pas rënies në ujë',
  'Porta e karikimit nuk punon',
  'Kamera e pasme nuk fokuson',
  'Altoparlanti nuk dëgjohet gjatë thirrjeve',
  'Mikrofoni nuk punon',
  'Butoni i ndezjes ka ngecur',
  'Xhami i pasëm i çarë',
  'Touch-i nuk reagon në pjesën e poshtme',
  'Telefoni rindizet vetvetiu',
  'Nuk lidhet me Wi-Fi',
  'Face ID nuk punon',
  'Ndërrim i ekranit dhe i baterisë',
  'Përditësim i softuerit dhe pastrim',
  'Nuk e lexon kartën SIM',
  'Ngrohet shumë gjatë karikimit',
  'Ekrani ka vija të gjelbra',
  'Kontroll i përgjithshëm, klienti ankohet për zhurmë',
  'Çmontim dhe pastrim nga oksidimi',
];

export const CITIES = {
  kosovo: [
    'Prishtinë',
    'Prizren',
    'Pejë',
    'Gjakovë',
    'Mitrovicë',
    'Ferizaj',
    'Gjilan',
    'Vushtrri',
    'Podujevë',
    'Suharekë',
  ],
  albania: ['Tiranë', 'Durrës', 'Shkodër', 'Vlorë', 'Elbasan', 'Korçë', 'Fier', 'Berat'],
  north_macedonia: ['Shkup', 'Tetovë', 'Gostivar', 'Kumanovë', 'Strugë', 'Kërçovë', 'Dibër'],
} as const;

export type Country = keyof typeof CITIES;

/**
 * Mobile numbers per country: the calling code, the national prefixes (with the trunk 0) and how many
 * digits follow the prefix. Numbers are written in four forms (see jobs.ts).
 */
export const PHONE_PLANS: Record<Country, { code: string; prefixes: string[]; digits: number }> = {
  kosovo: { code: '383', prefixes: ['044', '045', '049', '043', '048'], digits: 6 },
  albania: { code: '355', prefixes: ['067', '068', '069'], digits: 7 },
  north_macedonia: { code: '389', prefixes: ['070', '071', '072', '075', '076', '077', '078'], digits: 6 },
};
