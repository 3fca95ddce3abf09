import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { entryPhotoError } from '../../../src/domain/makerhub';
import { invalid, notFound } from '../refusal';

type Sharp = typeof import('sharp');
let sharpLoading: Promise<Sharp> | undefined;
const loadSharp = (): Promise<Sharp> =>
  (sharpLoading ??= import('sharp').then((module) => (module as unknown as { default?: Sharp }).default ?? (module as unknown as Sharp)));

/** The folder under DATA_DIR the photos of competition entries are kept in, as uploaded. */
export const photoFolder = (dataDir: string) => join(dataDir, 'competition-photos');

export interface CheckedPhoto {
  readonly bytes: Buffer;
  readonly format: 'jpeg' | 'png' | 'webp';
}

/**
 * Reads a data URL's bytes and asks sharp what they are: the format comes from the image itself, never from
 * the data URL's type or a file name, so a text file called photo.jpg is refused.
 */
export async function checkPhoto(dataUrl: string): Promise<CheckedPhoto> {
  const comma = dataUrl.indexOf(',');
  const bytes = Buffer.from(dataUrl.slice(comma + 1), 'base64');
  let format: string | undefined;
  try {
    format = (await (await loadSharp())(bytes, { failOn: 'error' }).metadata()).format;
  } catch {
    format = undefined;
  }
  const problem = bytes.length === 0 ? 'photo: is empty' : entryPhotoError(bytes.length, format);
  if (problem) throw invalid(problem.startsWith('photo:') ? problem : `photo: ${problem}`);
  return { bytes, format: format as CheckedPhoto['format'] };
}

export async function keepPhoto(dataDir: string, entryId: string, photo: CheckedPhoto): Promise<string> {
  const file = `${entryId}.${photo.format}`;
  await mkdir(photoFolder(dataDir), { recursive: true });
  await writeFile(join(photoFolder(dataDir), file), photo.bytes);
  return file;
}

/** Removes a kept photo whose entry was refused after all (a second entry sent at the same moment). */
export async function dropPhoto(dataDir: string, file: string): Promise<void> {
  await rm(join(photoFolder(dataDir), file), { force: true });
}

/** The photo as WebP at the width asked (never wider than taken), turned upright by its EXIF orientation. */
export async function photoAsWebp(dataDir: string, file: string, width: number): Promise<Buffer> {
  let original: Buffer;
  try {
    original = await readFile(join(photoFolder(dataDir), file));
  } catch {
    throw notFound('Photo not found');
  }
  const sharp = await loadSharp();
  return sharp(original).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
}
