import type { Country } from '@repair-shop/contracts';

/** Municipalities of Kosovo (38), as named in Albanian. */
const KOSOVO = [
  'Deçan', 'Dragash', 'Drenas', 'Ferizaj', 'Fushë Kosovë', 'Gjakovë', 'Gjilan', 'Graçanicë', 'Hani i Elezit',
  'Istog', 'Junik', 'Kaçanik', 'Kamenicë', 'Klinë', 'Kllokot', 'Leposaviq', 'Lipjan', 'Malishevë', 'Mamushë',
  'Mitrovicë', 'Mitrovicë e Veriut', 'Novobërdë', 'Obiliq', 'Partesh', 'Pejë', 'Podujevë', 'Prishtinë', 'Prizren',
  'Rahovec', 'Ranillug', 'Shtërpcë', 'Shtime', 'Skenderaj', 'Suharekë', 'Viti', 'Vushtrri', 'Zubin Potok', 'Zveçan',
];

/** Municipalities of Albania (61) since the 2015 reform; Ura Vajgurore is now named Dimal. */
const ALBANIA = [
  'Belsh', 'Berat', 'Bulqizë', 'Cërrik', 'Delvinë', 'Devoll', 'Dibër', 'Dimal', 'Divjakë', 'Dropull', 'Durrës',
  'Elbasan', 'Fier', 'Finiq', 'Fushë-Arrëz', 'Gjirokastër', 'Gramsh', 'Has', 'Himarë', 'Kamëz', 'Kavajë',
  'Këlcyrë', 'Klos', 'Kolonjë', 'Konispol', 'Korçë', 'Krujë', 'Kuçovë', 'Kukës', 'Kurbin', 'Lezhë', 'Libohovë',
  'Librazhd', 'Lushnjë', 'Malësi e Madhe', 'Maliq', 'Mallakastër', 'Mat', 'Memaliaj', 'Mirditë', 'Patos', 'Peqin',
  'Përmet', 'Pogradec', 'Poliçan', 'Prrenjas', 'Pukë', 'Pustec', 'Roskovec', 'Rrogozhinë', 'Sarandë', 'Selenicë',
  'Shijak', 'Shkodër', 'Skrapar', 'Tepelenë', 'Tiranë', 'Tropojë', 'Vau i Dejës', 'Vlorë', 'Vorë',
];

/** Municipalities of North Macedonia (80) in their Albanian names, and the City of Skopje (Shkup). */
const NORTH_MACEDONIA = [
  'Shkup',
  'Aerodrom', 'Berovë', 'Bogdanc', 'Bogovinë', 'Bosilovë', 'Bërvenicë', 'Butel', 'Çair', 'Çashkë',
  'Çeshinovë-Obleshevë', 'Çuçer-Sandevë', 'Debarcë', 'Dellçevë', 'Demir Hisar', 'Demir Kapi', 'Dibër', 'Dojran',
  'Dollnen', 'Gazi Babë', 'Gjevgjeli', 'Gjorçe Petrov', 'Gostivar', 'Gradsko', 'Haraçinë', 'Ilinden', 'Jegunoc',
  'Kamenicë', 'Karbinc', 'Karposh', 'Kavadar', 'Kërçovë', 'Kisella Vodë', 'Koçan', 'Konçe', 'Kratovë',
  'Kriva Pallankë', 'Krivogashtan', 'Krushevë', 'Kumanovë', 'Likovë', 'Llozovë', 'Makedonski Brod', 'Manastir',
  'Mavrovë dhe Rostushë', 'Mogillë', 'Nagoriçan i Vjetër', 'Negotinë', 'Novac', 'Novo Sellë', 'Ohër', 'Pehçevë',
  'Petrovec', 'Plasnicë', 'Përlep', 'Probishtip', 'Qendër', 'Qendër Zhupë', 'Radovish', 'Rankovc', 'Resnjë',
  'Rosoman', 'Saraj', 'Shën Nikollë', 'Shtip', 'Shuto Orizarë', 'Sopishtë', 'Strugë', 'Strumicë', 'Studeniçan',
  'Tearcë', 'Tetovë', 'Vallandovë', 'Vasilevë', 'Veles', 'Vevçan', 'Vinicë', 'Vrapçisht', 'Zelenikovë', 'Zhelinë',
  'Zërnovc',
];

export const CITIES_BY_COUNTRY: Record<Country, readonly string[]> = {
  kosovo: KOSOVO,
  albania: ALBANIA,
  north_macedonia: NORTH_MACEDONIA,
};
