import { shopDayStart } from '../format/shop-time';

/**
 * The instant of a time on the shop's clock, "2026-11-23 09:05", as the API writes it. The tests run in
 * UTC (not the shop's zone): a fixture made with the device's clock would show another hour.
 */
export function atShopTime(wall: string): string {
  const [day, time = '00:00'] = wall.split(' ');
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(Date.parse(shopDayStart(day)) + (hours * 60 + minutes) * 60_000).toISOString();
}
