/** A client's number of jobs as a badge shows it: "1 punë", "3 punë" (punë is singular and plural alike). */
export const jobCountText = (count: number): string => `${count} punë`;
