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
  deviceCode: 'Kodi i pajisjes',
  workDescription: 'Përshkrimi i problemit',
  estimatedPrice: 'Çmimi',
  priority: 'Prioriteti',
  status: 'Statusi',
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
  // The SMS templates are keyed by status.
  ...Object.fromEntries(JOB_STATUSES.map((status) => [status, `SMS për statusin ${JOB_STATUS_LABELS[status]}`])),
};

export function fieldLabel(property: string): string {
  return FIELD_LABELS[property] ?? property;
}
