/** The Trash screen's list: what staff deleted, newest first, filtered by kind and label. */
import type { TrashItem } from '@kasar/db';
import type { TrashListQuery } from '@kasar/validators';

import { kindOfName, toTrashItemOutput } from '../../schemas/trash';
import type { ApiServices } from '../../services';
import { contains, findPage } from '../listing';

/** The newest deleted first; ties by id (the order of the list's indexes). */
const NEWEST_DELETED_FIRST = [{ deletedAt: 'desc' as const }, { id: 'asc' as const }];

export function listTrash({ db, trashRetentionDays }: ApiServices, query: TrashListQuery) {
  const where = {
    ...(query.kind ? { kind: kindOfName(query.kind) } : {}),
    ...(query.search ? contains('label', query.search) : {}),
  };
  return findPage(
    db,
    db.trashItem,
    query,
    { where, orderBy: NEWEST_DELETED_FIRST },
    (row: TrashItem) => toTrashItemOutput(row, trashRetentionDays),
  );
}
