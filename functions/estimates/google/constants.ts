/** Google's hosts; GOOGLE_API_BASE_URL (the local simulator) replaces both. */
export const GOOGLE_HOSTS = {
  geocoding: 'https://maps.googleapis.com',
  solar: 'https://solar.googleapis.com',
} as const;

/** Header the local simulator puts on every answer, so its data is labelled "Simulated imagery". */
export const SIMULATOR_HEADER = 'x-ridgeline-simulator';
