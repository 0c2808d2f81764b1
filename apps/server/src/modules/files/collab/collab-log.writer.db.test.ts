import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { registerOrganization } from '../../../test/factories.js';
import { useTestApp } from '../../../test/test-app.js';
import * as collabRepo from './collab.repo.js';
import { createUpdateLogWriter } from './collab-log.writer.js';

const testApp = useTestApp();

const bytes = (text: string) => Buffer.from(text);
const texts = (rows: Array<{ update: Buffer }>) => rows.map((row) => row.update.toString());

describe('the log of changes written together (collab_updates)', () => {
  it('writes the changes of one turn together, each row with its own organisation', async () => {
    const ours = await registerOrganization(testApp.app);
    const theirs = await registerOrganization(testApp.app);
    const oursId = ours.user.organizationId;
    const theirsId = theirs.user.organizationId;
    const writer = createUpdateLogWriter(testApp.db);
    const name = `document:${randomUUID()}`;
    // The same turn: one INSERT for the three.
    await Promise.all([
      writer.append({ organizationId: oursId, documentName: name, update: bytes('a') }),
      writer.append({ organizationId: theirsId, documentName: name, update: bytes('x') }),
      writer.append({ organizationId: oursId, documentName: name, update: bytes('b') }),
    ]);
    const ourRows = await collabRepo.findUpdates(testApp.db, oursId, name);
    const theirRows = await collabRepo.findUpdates(testApp.db, theirsId, name);
    expect(texts(ourRows)).toEqual(['a', 'b']);
    expect(texts(theirRows)).toEqual(['x']);

    // Another organisation can neither read nor delete our rows.
    await collabRepo.deleteUpdates(
      testApp.db,
      theirsId,
      ourRows.map((row) => row.id),
    );
    await collabRepo.deleteUpdatesOf(testApp.db, theirsId, name);
    expect(texts(await collabRepo.findUpdates(testApp.db, oursId, name))).toEqual(['a', 'b']);
    expect(await collabRepo.findUpdates(testApp.db, theirsId, name)).toEqual([]);
  });

  it('a failed INSERT fails the changes it held, and the next changes are written', async () => {
    const ours = await registerOrganization(testApp.app);
    const oursId = ours.user.organizationId;
    const writer = createUpdateLogWriter(testApp.db);
    const name = `document:${randomUUID()}`;
    // No such organisation: the whole INSERT is refused, so neither change is acknowledged.
    const refused = await Promise.allSettled([
      writer.append({ organizationId: oursId, documentName: name, update: bytes('lost') }),
      writer.append({ organizationId: randomUUID(), documentName: name, update: bytes('bad') }),
    ]);
    expect(refused.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    await writer.append({ organizationId: oursId, documentName: name, update: bytes('next') });
    expect(texts(await collabRepo.findUpdates(testApp.db, oursId, name))).toEqual(['next']);
  });
});
