/** Albanian texts of the administrator area that are not in the shared catalogue. */
export const trialExtendedText = (months: number): string => `Trial-i u zgjat me ${months} muaj`;

export const paymentRecordedText = (months: number): string => `Pagesa u pranua: abonimi u zgjat me ${months} muaj`;

export const usersDeletedText = (count: number): string =>
  count === 1 ? '1 përdorues u fshi' : `${count} përdorues u fshinë`;
