/** A starting point for a shop's terms, offered when it has none; the owner adapts it to the shop. */
export const SUGGESTED_INTAKE_TERMS = [
  'Servisi nuk mban përgjegjësi për të dhënat në pajisje: ruajini ato para se ta lini pajisjen.',
  'Defektet e shënuara në pranim ekzistonin para riparimit.',
  'Pajisjet e lagura ose të riparuara më parë diku tjetër mund të dëmtohen gjatë riparimit.',
  'Garancia mbulon vetëm punën dhe pjesët e ndërruara, jo dëmtimet e reja nga goditja ose uji.',
  'Pajisja që nuk merret brenda 90 ditëve pas njoftimit konsiderohet e braktisur.',
].join('\n');
