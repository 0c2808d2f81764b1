import { CATEGORY_MESSAGES, isId, type Category, type CategoryType } from '@worksphere/contracts';
import type { AppDeps } from '../../platform/app-deps.js';
import { assertPermission, type SessionContext } from '../../platform/auth/session-context.js';
import type { DbExecutor } from '../../platform/db/database.js';
import { AppError, isUniqueViolation, notFound } from '../../platform/errors.js';
import * as repo from './categories.repo.js';

function presentCategory(row: repo.CategoryRow): Category {
  return { id: row.id, name: row.name, type: row.type };
}

const nameTaken = () => new AppError('CONFLICT', CATEGORY_MESSAGES.nameTaken);

/** Task categories are part of the task work, so changing them needs tasks:edit. */
function assertMayChange(session: SessionContext, type: CategoryType) {
  if (type === 'task') assertPermission(session, 'tasks:edit');
}

/**
 * The note category a note's free-text category names: a category id, or a name that finds the
 * category of that name (ignoring case) or creates it. Undefined for an unknown id.
 */
export async function resolveNoteCategory(
  db: DbExecutor,
  organizationId: string,
  idOrName: string,
): Promise<string | undefined> {
  if (isId(idOrName)) return (await repo.findCategory(db, organizationId, 'note', idOrName))?.id;
  const existing = await repo.findCategoryByName(db, organizationId, 'note', idOrName);
  if (existing) return existing.id;
  const created = await repo.insertCategoryIfMissing(db, {
    organizationId,
    type: 'note',
    name: idOrName,
  });
  return (created ?? (await repo.findCategoryByName(db, organizationId, 'note', idOrName)))?.id;
}

/** Task and note categories of an organisation. */
export function createCategoriesService({ db }: AppDeps) {
  /** Every category of one kind, by name. */
  async function listCategories(session: SessionContext, type: CategoryType) {
    const rows = await repo.listCategories(db, session.organizationId, type);
    return rows.map(presentCategory);
  }

  /** Add a category; its name is unique per kind, ignoring case. */
  async function createCategory(
    session: SessionContext,
    type: CategoryType,
    name: string,
  ): Promise<Category> {
    assertMayChange(session, type);
    if (await repo.findCategoryByName(db, session.organizationId, type, name)) throw nameTaken();
    try {
      return presentCategory(
        await repo.insertCategory(db, { organizationId: session.organizationId, type, name }),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
  }

  /** Rename a category; a category of the other kind or organisation is not found. */
  async function renameCategory(
    session: SessionContext,
    type: CategoryType,
    categoryId: string,
    name: string,
  ): Promise<Category> {
    assertMayChange(session, type);
    if (!isId(categoryId)) throw notFound('Category');
    const organizationId = session.organizationId;
    if (!(await repo.findCategory(db, organizationId, type, categoryId))) {
      throw notFound('Category');
    }
    if (await repo.findCategoryByName(db, organizationId, type, name, categoryId)) {
      throw nameTaken();
    }
    try {
      const row = await repo.renameCategory(db, organizationId, type, categoryId, name);
      if (!row) throw notFound('Category');
      return presentCategory(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
  }

  /** Delete a category; its tasks or notes stay, without a category. */
  async function deleteCategory(session: SessionContext, type: CategoryType, categoryId: string) {
    assertMayChange(session, type);
    if (
      !isId(categoryId) ||
      !(await repo.deleteCategory(db, session.organizationId, type, categoryId))
    ) {
      throw notFound('Category');
    }
  }

  return { listCategories, createCategory, renameCategory, deleteCategory };
}
