import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { LANDING_AI_IMAGES, LANDING_AI_LOGO, landingAiFields, type LandingAiFields } from '../../../../contract/landings/ai';
import { SNIFF_BYTES, sniffContentType } from '../../blobs/sniffContentType';
import { tooLarge } from '../../blobs/storeWithPolicy';
import { AppError, badRequest, type FieldIssue } from '../../http/errors';
import { parseFields } from '../../http/parseFields';
import { findNul, nulRefusal } from '../../http/textGuard';
import { decodeLogo, ImageDecodeError, type Pixels } from '../../connectors/landingAi/colours';

/** An upload whose type was read from its bytes. */
export type CheckedImage = { body: Buffer; contentType: string; fileName: string | null };
export type LandingAiUpload = { fields: LandingAiFields; logo: { image: CheckedImage; pixels: Pixels } | null; images: CheckedImage[] };

/** The whole request's ceiling: every file at its limit, plus the text fields and framing. */
const MAX_REQUEST_BYTES = LANDING_AI_LOGO.maxBytes + LANDING_AI_IMAGES.maxCount * LANDING_AI_IMAGES.maxBytes + 256 * 1024;
/** Parts past the allowed ones are still counted (one more of each) so the refusal can say which. */
const MAX_FILE_PARTS = 1 + LANDING_AI_IMAGES.maxCount + 1;

const fileIssue = (path: string, message: string, code: string): AppError =>
  new AppError(400, 'validation_error', `Invalid ${path}: ${message}`, [{ path, message, code }] satisfies FieldIssue[]);

type Rule = { types: readonly string[]; maxBytes: number };
const MB = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

function check(part: { body: Buffer; fileName: string | null }, rule: Rule, path: string): CheckedImage {
  if (part.body.length > rule.maxBytes) throw fileIssue(path, `The file is larger than ${MB(rule.maxBytes)}`, 'file_too_large');
  const type = sniffContentType(part.body.subarray(0, SNIFF_BYTES));
  if (!type || !rule.types.includes(type)) {
    throw fileIssue(path, `This kind of file is not accepted here (${rule.types.join(', ')})`, 'file_type_not_accepted');
  }
  return { body: part.body, contentType: type, fileName: part.fileName };
}

/**
 * Reads createLandingWithIA's multipart body whole, then checks it: the text fields against the
 * contract, at most one `logo` (PNG/JPEG ≤ 2 MB, decodable) and six `images` (PNG/JPEG/WebP ≤ 5 MB
 * each), types from the bytes. Any refusal is a 400 naming the field, before anything is stored.
 */
export async function readLandingAiUpload(req: FastifyRequest, companyId: string): Promise<LandingAiUpload> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_REQUEST_BYTES) throw tooLarge(MAX_REQUEST_BYTES);
  if (!req.isMultipart()) throw badRequest('Send the page\'s description as multipart/form-data (with the logo and images as files)', undefined, 'multipart_required');
  const fields: Record<string, string> = {};
  const logos: { body: Buffer; fileName: string | null }[] = [];
  const images: { body: Buffer; fileName: string | null }[] = [];
  // The file being read when a limit stops the stream, so the refusal names its field.
  let reading: string = LANDING_AI_IMAGES.field;
  try {
    // One byte past the largest limit: a bigger file stops streaming and is refused as too large.
    for await (const part of req.parts({ limits: { fileSize: LANDING_AI_IMAGES.maxBytes + 1, files: MAX_FILE_PARTS, fields: 20, fieldSize: 16 * 1024 } })) {
      if (part.type === 'file') {
        const file = part as MultipartFile;
        reading = file.fieldname;
        const body = await file.toBuffer();
        const entry = { body, fileName: file.filename || null };
        if (file.fieldname === LANDING_AI_LOGO.field) logos.push(entry);
        else if (file.fieldname === LANDING_AI_IMAGES.field) images.push(entry);
        else throw fileIssue(`body.${file.fieldname}`, `Files go in "${LANDING_AI_LOGO.field}" or "${LANDING_AI_IMAGES.field}"`, 'unknown_file_field');
      } else {
        fields[part.fieldname] = String((part as { value: unknown }).value ?? '');
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      const rule = reading === LANDING_AI_LOGO.field ? LANDING_AI_LOGO : LANDING_AI_IMAGES;
      throw fileIssue(`body.${reading}`, `The file is larger than ${MB(rule.maxBytes)}`, 'file_too_large');
    }
    if (code === 'FST_FILES_LIMIT') throw fileIssue('body.images', `At most ${LANDING_AI_IMAGES.maxCount} images`, 'too_many_files');
    if (error instanceof AppError) throw error;
    throw badRequest(`The upload could not be read: ${(error as Error).message}`, undefined, 'invalid_upload');
  }
  const nul = findNul(fields, 'body');
  if (nul) throw nulRefusal(nul);
  // Multipart carries text only: empty values are absent.
  const parsed = parseFields(landingAiFields, Object.fromEntries(Object.entries(fields).filter(([, v]) => v.trim() !== '')));
  if (parsed.companyId && parsed.companyId !== companyId) throw badRequest('companyId differs from the query\'s', undefined, 'company_mismatch');

  if (logos.length > 1) throw fileIssue('body.logo', 'Send one logo', 'too_many_files');
  if (images.length > LANDING_AI_IMAGES.maxCount) throw fileIssue('body.images', `At most ${LANDING_AI_IMAGES.maxCount} images`, 'too_many_files');
  const logoImage = logos[0] ? check(logos[0], LANDING_AI_LOGO, 'body.logo') : null;
  const checked = images.map((image, i) => check(image, LANDING_AI_IMAGES, `body.images.${i}`));
  let logo: LandingAiUpload['logo'] = null;
  if (logoImage) {
    try {
      logo = { image: logoImage, pixels: decodeLogo(logoImage.body, logoImage.contentType) };
    } catch (error) {
      if (error instanceof ImageDecodeError) throw fileIssue('body.logo', error.message, 'invalid_image');
      throw error;
    }
  }
  return { fields: parsed, logo, images: checked };
}
