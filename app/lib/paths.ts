/** A story's own page, `/stories/<slug>`: its address within the site. */
export const storyPath = (slug: string) => `/stories/${slug}`;
