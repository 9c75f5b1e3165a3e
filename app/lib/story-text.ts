// markdown.ts takes the photos out of the Markdown; story-article.tsx puts each back as a figure.
export const storyPhotoPlaceholder = (index: number) => `<!--story-photo:${index}-->`;
export const STORY_PHOTO_PLACEHOLDER = /<!--story-photo:(\d+)-->/;
