// markdown.ts takes the photos and mixes out of the Markdown; story-article.tsx puts each back.
export const storyPhotoPlaceholder = (index: number) => `<!--story-photo:${index}-->`;
export const storyMixPlaceholder = (index: number) => `<!--story-mix:${index}-->`;
/** split() with it gives text, kind, number, text, kind, number, …, text. */
export const STORY_PLACEHOLDER = /<!--story-(photo|mix):(\d+)-->/;
