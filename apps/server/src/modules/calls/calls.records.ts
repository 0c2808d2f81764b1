import { CALLS_MESSAGES, isId, MMS_MEDIA_MAX_BYTES, mediaIdOfUrl } from '@worksphere/contracts';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import type { CallsEvents } from './calls.events.js';
import { presentCall, presentMessage } from './calls.presenter.js';
import * as repo from './calls.repo.js';

export type CallRecords = ReturnType<typeof createCallRecords>;

/** Reading calls and messages as the API answers them, shared by the outbound and inbound services. */
export function createCallRecords(db: Database, events: CallsEvents) {
  /** A call of the organisation, or "not found" (another organisation's included). */
  async function currentCall(organizationId: string, id: string) {
    const found = isId(id) ? await repo.findCall(db, organizationId, id) : undefined;
    if (!found) throw new AppError('NOT_FOUND', CALLS_MESSAGES.callNotFound);
    return found;
  }

  /** The call as it now is, told to the organisation's calls room. */
  async function announceCall(organizationId: string, id: string) {
    const call = await presentedCall(organizationId, id);
    events.callStatus(organizationId, call);
    return call;
  }

  /** The call as the API answers it, with its recording. */
  async function presentedCall(organizationId: string, id: string) {
    const found = await repo.findCall(db, organizationId, id);
    const recordings = await repo.recordingsOfCalls(db, organizationId, [id]);
    return presentCall(found!.call, found!.user, recordings.get(id) ?? null);
  }

  async function messageWithMedia(organizationId: string, id: string) {
    const found = await repo.findMessage(db, organizationId, id);
    const media = await repo.mediaOfMessages(db, [id]);
    return presentMessage(found!.message, found!.sender, media);
  }

  /** The uploaded media named by mediaUrls: all of the organisation's, unsent, 5 MB in all. */
  async function mediaToSend(organizationId: string, mediaUrls: string[]) {
    const ids = mediaUrls.map(mediaIdOfUrl);
    if (ids.some((id) => id === null)) {
      throw new AppError('VALIDATION_ERROR', CALLS_MESSAGES.mediaNotFound);
    }
    const unique = [...new Set(ids as string[])];
    const rows = await repo.findUnsentMedia(db, organizationId, unique);
    if (rows.length !== unique.length) {
      throw new AppError('VALIDATION_ERROR', CALLS_MESSAGES.mediaNotFound);
    }
    if (rows.reduce((sum, row) => sum + row.size, 0) > MMS_MEDIA_MAX_BYTES) {
      throw new AppError('PAYLOAD_TOO_LARGE', CALLS_MESSAGES.mediaTooLarge);
    }
    return rows;
  }

  return { currentCall, announceCall, presentedCall, messageWithMedia, mediaToSend };
}
