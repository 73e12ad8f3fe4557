import { formatDate } from '@repair-shop/web';

/** Albanian texts of the administrator area that are not in the shared catalogue. */

/** The shop as the administrator's confirmations name it: its business, or its owner before it registered one. */
export const shopNameOf = (user: { businessName: string | null; firstName: string; lastName: string }): string =>
  user.businessName ? `«${user.businessName}»` : `${user.firstName} ${user.lastName}`.trim();

const until = (end: string | null): string => (end ? ` deri më ${formatDate(end)}` : '');

export const trialExtendedText = (months: number, shop: string, end: string | null): string =>
  `Periudha provuese e ${shop} u zgjat me ${months} muaj${until(end)}.`;

export const paymentRecordedText = (months: number, shop: string, end: string | null): string =>
  `U regjistrua pagesa për ${months} muaj nga ${shop}: abonimi është aktiv${until(end)}.`;

export const usersDeletedText = (count: number): string =>
  count === 1 ? '1 përdorues u fshi' : `${count} përdorues u fshinë`;
