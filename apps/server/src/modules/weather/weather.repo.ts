import { eq } from 'drizzle-orm';
import type { WeatherLocation } from '@worksphere/contracts';
import type { DbExecutor } from '../../platform/db/database.js';
import { weatherLocations } from './weather.table.js';

export async function findLocation(db: DbExecutor, organizationId: string) {
  const [row] = await db
    .select()
    .from(weatherLocations)
    .where(eq(weatherLocations.organizationId, organizationId));
  return row;
}

export async function upsertLocation(
  db: DbExecutor,
  organizationId: string,
  location: WeatherLocation,
) {
  await db
    .insert(weatherLocations)
    .values({ organizationId, ...location })
    .onConflictDoUpdate({
      target: weatherLocations.organizationId,
      set: { ...location, updatedAt: new Date() },
    });
}
