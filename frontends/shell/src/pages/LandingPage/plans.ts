/** The three plans of section 9; they differ only in how long is paid for. */
export interface Plan {
  id: string;
  name: string;
  price: string;
  period: string;
  /** What a month costs on a longer plan; none on the monthly one, whose price already says it. */
  perMonth?: string;
  best: boolean;
}

export const PLANS: Plan[] = [
  { id: 'monthly', name: 'Mujore', price: '15 €', period: 'në muaj', best: false },
  { id: 'yearly', name: 'Vjetore', price: '120 €', period: 'për 1 vit', perMonth: '10 € në muaj', best: true },
  { id: 'half-year', name: '6 mujore', price: '75 €', period: 'për 6 muaj', perMonth: '12,50 € në muaj', best: false },
];

export const PLAN_FEATURES = [
  'Staf dhe administratorë të pakufizuar',
  'Punë të pakufizuara',
  'Mesazhe të pakufizuara',
  'Dërgim opsional i SMS-ve',
  'Bileta me kod QR',
  'Statistika për biznesin dhe punëtorët',
  'Faqe ku klienti sheh punën e mbetur',
  'Klientët kryesorë',
];
