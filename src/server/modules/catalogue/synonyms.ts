import type { Database, Queryable } from '../../db/database';
import { settings } from '../../db/settings';
import { type AuditActor, recordAudit } from '../audit';
import { noteCatalogueChanged } from './catalogue-version';
import { type Synonyms, synonymTable } from './search/search-forms';
import { foldForSearch } from '../../../universal/search-fold';

/**
 * The owners' synonym groups (migration 057, decision 0113): phrases the search treats as one. A change
 * raises its own version (not the catalogue's: the in-memory copy stays as it is) and is noticed by
 * every instance's CatalogueReader at its next check, within VERSION_CHECK_MS, and at once in this one.
 */
export interface SynonymGroup {
  id: number;
  phrases: string[];
}

const VERSION_KEY = 'search_synonyms_version';

export async function readSynonymsVersion(db: Queryable): Promise<string> {
  return (await settings(db).get(VERSION_KEY)) ?? '0';
}

/** A phrase as it is kept: trimmed, inner white space made one space. */
export function tidyPhrase(phrase: string): string {
  return phrase.trim().replace(/\s+/g, ' ');
}

/** The groups as the search expands by them: each phrase folded as the catalogue's texts are. */
export function synonymsOf(groups: readonly SynonymGroup[]): Synonyms {
  return synonymTable(groups.map((group) => group.phrases.map(foldForSearch)));
}

export function synonymRepository(db: Database) {
  async function changed(tx: Queryable): Promise<void> {
    await settings(tx).increment(VERSION_KEY);
  }
  return {
    async list(): Promise<SynonymGroup[]> {
      return db.query<SynonymGroup>('SELECT id, phrases FROM search_synonym_groups ORDER BY id');
    },

    async add(phrases: readonly string[], actor: AuditActor | undefined, at: Date): Promise<SynonymGroup> {
      const tidy = phrases.map(tidyPhrase);
      const group = await db.transaction(async (tx) => {
        const [row] = await tx.query<SynonymGroup>(
          'INSERT INTO search_synonym_groups (phrases) VALUES ($1) RETURNING id, phrases',
          [tidy],
        );
        const added = row as SynonymGroup;
        if (actor)
          await recordAudit(
            tx,
            actor,
            { action: 'synonyms.add', objectType: 'synonyms', objectId: String(added.id), after: added.phrases },
            at,
          );
        await changed(tx);
        return added;
      });
      noteCatalogueChanged();
      return group;
    },

    async update(
      id: number,
      phrases: readonly string[],
      actor: AuditActor | undefined,
      at: Date,
    ): Promise<SynonymGroup | undefined> {
      const tidy = phrases.map(tidyPhrase);
      const group = await db.transaction(async (tx) => {
        const [before] = await tx.query<SynonymGroup>(
          'SELECT id, phrases FROM search_synonym_groups WHERE id = $1 FOR UPDATE',
          [id],
        );
        if (!before) return undefined;
        await tx.query('UPDATE search_synonym_groups SET phrases = $2, updated_at = now() WHERE id = $1', [id, tidy]);
        if (actor)
          await recordAudit(
            tx,
            actor,
            {
              action: 'synonyms.update',
              objectType: 'synonyms',
              objectId: String(id),
              before: before.phrases,
              after: tidy,
            },
            at,
          );
        await changed(tx);
        return { id, phrases: tidy };
      });
      if (group) noteCatalogueChanged();
      return group;
    },

    async remove(id: number, actor: AuditActor | undefined, at: Date): Promise<boolean> {
      const removed = await db.transaction(async (tx) => {
        const [before] = await tx.query<SynonymGroup>(
          'DELETE FROM search_synonym_groups WHERE id = $1 RETURNING id, phrases',
          [id],
        );
        if (!before) return false;
        if (actor)
          await recordAudit(
            tx,
            actor,
            { action: 'synonyms.remove', objectType: 'synonyms', objectId: String(id), before: before.phrases },
            at,
          );
        await changed(tx);
        return true;
      });
      if (removed) noteCatalogueChanged();
      return removed;
    },
  };
}
