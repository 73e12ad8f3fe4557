/** The lines an SMS leaves in the job's history (Albanian, shown to the shop). */
export const SMS_HISTORY_TEXT = {
  sent: (to: string, text: string) => `SMS u dërgua te ${to}: «${text}»`,
  loggedOnly: (to: string, text: string) =>
    `SMS për ${to} u shkrua vetëm në log të serverit, sepse nuk ka portë SMS të konfiguruar: «${text}»`,
  rejected: (to: string, error: string) => `SMS te ${to} nuk u dërgua: ${error}.`,
  gaveUp: (to: string, attempts: number, error: string) =>
    `SMS te ${to} nuk u dërgua pas ${attempts} ${attempts === 1 ? 'përpjekjeje' : 'përpjekjesh'}: ${error}.`,
  badPhone: (phone: string) => `SMS nuk u dërgua: numri «${phone}» nuk mund të përdoret për SMS.`,
};
