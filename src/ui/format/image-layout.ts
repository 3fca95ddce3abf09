/** Spec §3 Image layout enumerations, spelt as the content service sends them. */
export const IMAGE_LAYOUTS = ['full-page', 'manual-dimensions', 'aspect-ratio'] as const;
export const IMAGE_ALIGNMENTS = ['center', 'left', 'right'] as const;
export const IMAGE_VERTICAL_POSITIONS = ['bottom', 'middle', 'top'] as const;

export type ImageLayout = (typeof IMAGE_LAYOUTS)[number];
export type ImageAlignment = (typeof IMAGE_ALIGNMENTS)[number];
export type ImageVerticalPosition = (typeof IMAGE_VERTICAL_POSITIONS)[number];

const member =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

export const isImageLayout = member(IMAGE_LAYOUTS);
export const isImageAlignment = member(IMAGE_ALIGNMENTS);
export const isImageVerticalPosition = member(IMAGE_VERTICAL_POSITIONS);
