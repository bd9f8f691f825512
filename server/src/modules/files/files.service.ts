import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { FILE_POLICIES, type FileArea, type StoredFile } from '../../../../contract/files';
import { roleAllows, type Role } from '../../../../contract/roles';
import type { BlobStore } from '../../blobs';
import { companyBlobKey } from '../../blobs/blobKeys';
import { sendBlob } from '../../blobs/sendBlob';
import { storeWithPolicy, tooLarge } from '../../blobs/storeWithPolicy';
import { AppError, badRequest, forbidden } from '../../http/errors';
import { findNul, nulRefusal } from '../../http/textGuard';

type Company = { id: string; role: Role };

/** Each use has its own permission (an agent may send chat media, not change a landing). */
function requirePermission(company: Company, area: FileArea, verb: 'read' | 'write') {
  if (!roleAllows(company.role, FILE_POLICIES[area][verb])) throw forbidden();
}

const fileUrl = (companyId: string, area: FileArea, fileId: string) => `/files/${companyId}/${area}/${fileId}`;

/** Room for the multipart framing around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * Streams the upload's `file` part into the store under a new id: the user's file name is kept
 * only as metadata for the download, never in the key.
 */
export async function uploadFile(req: FastifyRequest, store: BlobStore, company: Company, area: FileArea): Promise<StoredFile> {
  requirePermission(company, area, 'write');
  const policy = FILE_POLICIES[area];
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > policy.maxBytes + MULTIPART_OVERHEAD) throw tooLarge(policy.maxBytes);
  if (!req.isMultipart()) throw badRequest('Send the file as multipart/form-data in a field named "file"', undefined, 'file_required');
  let file: MultipartFile | undefined;
  try {
    // One byte past the limit reaches the store, which then refuses it as too large.
    file = await req.file({ limits: { fileSize: policy.maxBytes + 1, files: 1, fields: 10 } });
  } catch (e) {
    throw badRequest(`The upload could not be read: ${(e as Error).message}`, undefined, 'invalid_upload');
  }
  if (!file || file.fieldname !== 'file') throw badRequest('Send the file as multipart/form-data in a field named "file"', undefined, 'file_required');
  // Text fields sent before the file obey the rule of every route: no NUL.
  const fields = Object.fromEntries(
    Object.entries(file.fields).flatMap(([name, part]) => (part && !Array.isArray(part) && part.type === 'field' ? [[name, String(part.value)]] : [])),
  );
  const nulField = findNul(fields, 'body');
  if (nulField) {
    file.file.resume();
    throw nulRefusal(nulField);
  }
  const fileId = randomUUID();
  let meta;
  try {
    meta = await storeWithPolicy(store, companyBlobKey(company.id, area, fileId), file.file, policy, file.filename);
  } catch (e) {
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(policy.maxBytes);
    if (e instanceof AppError) throw e;
    if ((e as { code?: string }).code?.startsWith('FST_')) throw badRequest(`The upload could not be read: ${(e as Error).message}`, undefined, 'invalid_upload');
    throw e;
  }
  return { fileId, area, contentType: meta.contentType, size: meta.size, fileName: meta.fileName ?? null, url: fileUrl(company.id, area, fileId) };
}

export async function downloadFile(req: FastifyRequest, reply: FastifyReply, store: BlobStore, company: Company, area: FileArea, fileId: string) {
  requirePermission(company, area, 'read');
  return sendBlob(req, reply, store, companyBlobKey(company.id, area, fileId));
}

export async function deleteFile(store: BlobStore, company: Company, area: FileArea, fileId: string) {
  requirePermission(company, area, 'write');
  await store.delete(companyBlobKey(company.id, area, fileId));
}
