import { JOB_STATUSES, JOB_STATUS_LABELS } from '@repair-shop/contracts';

/** Albanian names of the fields users fill in, so a validation error names the field they know. */
export const FIELD_LABELS: Record<string, string> = {
  firstName: 'Emri',
  lastName: 'Mbiemri',
  email: 'Email',
  password: 'Fjalëkalimi',
  username: 'Emri i përdoruesit',
  token: 'Lidhja',
  code: 'Kodi i biletës',
  phoneLast4: 'Katër shifrat e fundit të telefonit',
  businessName: 'Emri i biznesit',
  contactNumber: 'Numri kontaktues',
  country: 'Shteti',
  city: 'Qyteti',
  phoneNumber: 'Numri i telefonit',
  workerId: 'Punëtori',
  clientName: 'Emri i klientit',
  clientPhone: 'Telefoni i klientit',
  deviceModel: 'Modeli i pajisjes',
  deviceImei: 'IMEI',
  deviceIdKind: 'IMEI ose numër serik',
  warrantyDays: 'Garancia (ditë)',
  warrantyOfJobId: 'Puna në garanci',
  deviceCode: 'Kodi i pajisjes',
  workDescription: 'Përshkrimi i problemit',
  estimatedPrice: 'Çmimi',
  priority: 'Prioriteti',
  status: 'Statusi',
  reason: 'Arsyeja',
  message: 'Mesazhi',
  months: 'Muajt',
  techniciansSeeOwnJobsOnly: 'Teknikët shohin vetëm punët e tyre',
  paid: 'Pagesa',
  active: 'Aktiv',
  role: 'Roli',
  search: 'Kërkimi',
  createdFrom: 'Data nga',
  createdTo: 'Data deri',
  limit: 'Numri i rezultateve',
  offset: 'Fillimi',
  enabled: 'SMS aktiv',
  templates: 'Tekstet e SMS',
  currency: 'Monedha',
  taxNumber: 'Numri fiskal',
  vatRate: 'TVSH',
  amount: 'Shuma',
  method: 'Mënyra e pagesës',
  kind: 'Lloji i pagesës',
  note: 'Shënimi',
  price: 'Çmimi',
  estimateId: 'Preventivi',
  answer: 'Përgjigjja',
  fiscalReceiptNumber: 'Nr. i kuponit fiskal',
  deposit: 'Paradhënia',
  name: 'Emri',
  costPrice: 'Çmimi i blerjes',
  salePrice: 'Çmimi i shitjes',
  quantity: 'Sasia',
  lowStockLevel: 'Niveli i stokut të ulët',
  lowStock: 'Stoku i ulët',
  partId: 'Pjesa',
  allowNegativeStock: 'Konfirmimi i stokut',
  date: 'Data',
  from: 'Nga data',
  to: 'Deri më',
  intakeTerms: 'Kushtet e servisit',
  intake: 'Gjendja në pranim',
  checks: 'Kontrolli i pajisjes',
  itemsLeft: 'Gjërat e lëna',
  intakeSignature: 'Nënshkrimi në pranim',
  drawing: 'Nënshkrimi',
  signerName: 'Emri i nënshkruesit',
  deviceLock: 'Kodi i zhbllokimit',
  uncollectedAfterDays: 'Ditët pa u marrë (Gati)',
  idleAfterDays: 'Ditët pa lëvizje (Në proces)',
  app: 'Aplikacioni',
  purpose: 'Qëllimi i mesazhit',
  // The SMS templates are keyed by status, and one by estimate.
  ...Object.fromEntries(JOB_STATUSES.map((status) => [status, `SMS për statusin ${JOB_STATUS_LABELS[status]}`])),
  estimate: 'SMS për preventivin',
  reminder: 'SMS për kujtesën',
};

const LABEL_KEY = Symbol('fieldLabel');

/** The field's Albanian name where its request means something else by it than FIELD_LABELS (a part's `code`). */
export function Labelled(label: string): PropertyDecorator {
  return (target, property) => Reflect.defineMetadata(LABEL_KEY, label, target, property);
}

/** `target`: the request object the field was read from, for its own @Labelled names. */
export function fieldLabel(property: string, target?: object): string {
  const own: unknown = target ? Reflect.getMetadata(LABEL_KEY, target, property) : undefined;
  return typeof own === 'string' ? own : (FIELD_LABELS[property] ?? property);
}
