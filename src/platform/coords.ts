import type { Location } from './rules'

/**
 * Browsers and GPS give WGS-84; maps and the gateway inside China use GCJ-02.
 * Converts only coordinates inside China (gcoord leaves others unchanged).
 * gcoord is loaded when a location is first asked for, not on every page's first route.
 */
export async function toGcj02 (loc: Location): Promise<Location> {
  const { default: gcoord } = await import('gcoord')
  const [longitude, latitude] = gcoord.transform([loc.longitude, loc.latitude], gcoord.WGS84, gcoord.GCJ02)
  return { latitude, longitude }
}
