/**
 * One page of a list and how many rows match in all. Routes marked @Paged() return it; their hook (paged.decorator.ts) sends the
 * rows as the plain JSON array the clients read and the total in the X-Total-Count header.
 */
export class Page<T> {
  constructor(
    readonly items: T[],
    readonly total: number,
  ) {}
}
