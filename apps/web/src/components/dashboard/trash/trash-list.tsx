'use client';

/**
 * The Trash screen: what staff deleted, newest first, filtered by kind and searched by name;
 * Restore and Delete forever for one item or the selected ones, and the questions a restore may
 * raise (restore the service too, take a new slug).
 */
import { TRASH_KINDS } from '@kasar/validators';
import { Button, EmptyState, Select } from '@kasar/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';

import { useTRPC } from '~/trpc/react';

import { FilterPanel } from '../filter-panel';
import { PagedListStates } from '../list-states';
import { PageHeader } from '../page-header';
import { useCan } from '../permissions';
import { SearchBox } from '../search-box';
import { useFilteredPage } from '../use-paged-list';
import {
  DeleteForeverDialog,
  RestoreWithParentDialog,
  RestoreWithSlugDialog,
} from './trash-dialogs';
import {
  KIND_LABELS,
  NO_TRASH_FILTER,
  trashPageInput,
  type TrashFilterValues,
} from './trash-filter';
import { forDays, useTrashRetentionDays } from './trash-retention';
import { TrashTable } from './trash-table';
import { useTrashMutations, type RestoreConflict, type TrashItem } from './use-trash-mutations';

/** How a restore was asked for: a question it raises asks again with the same options. */
interface RestoreOptions {
  withParent?: boolean;
  slug?: string;
}

type Dialog =
  | { kind: 'delete'; items: TrashItem[] }
  | { kind: 'parent'; item: TrashItem; message: string; options: RestoreOptions }
  | {
      kind: 'slug';
      item: TrashItem;
      message: string;
      suggested: string;
      error?: string;
      options: RestoreOptions;
    }
  | null;

const KIND_OPTIONS = TRASH_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }));

export function TrashList() {
  const trpc = useTRPC();
  const days = useTrashRetentionDays();
  const mayRestore = useCan('trash.restore');
  const mayDelete = useCan('trash.delete');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // A new page or filter drops the selection.
  const paging = useFilteredPage<TrashFilterValues>(NO_TRASH_FILTER, () => setSelected(new Set()));
  const { filter, page } = paging;
  const [dialog, setDialog] = useState<Dialog>(null);
  const items = useQuery({
    ...trpc.trash.list.queryOptions(trashPageInput(page, filter)),
    placeholderData: keepPreviousData,
  });
  const mutations = useTrashMutations();
  const shown = items.data?.data ?? [];

  const select = (id: string, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  const afterChange = (count: number) => {
    setDialog(null);
    setSelected(new Set());
    paging.afterDelete(count, items.data?.data.length);
  };

  const askAbout = (item: TrashItem, conflict: RestoreConflict, options: RestoreOptions) =>
    setDialog(
      conflict.kind === 'parent'
        ? { kind: 'parent', item, message: conflict.message, options }
        : { kind: 'slug', item, message: conflict.message, suggested: conflict.suggested, options },
    );

  const restore = (item: TrashItem, options: RestoreOptions = {}) =>
    mutations.restore(item, options, {
      onRestored: () => afterChange(1),
      onConflict: (conflict) => askAbout(item, conflict, options),
      onSlugRefused: (message) =>
        setDialog((current) =>
          current?.kind === 'slug' ? { ...current, error: message } : current,
        ),
    });

  const selectedItems = shown.filter((item) => selected.has(item.id));
  const filtered = filter.kind !== '' || filter.search.trim() !== '';

  return (
    <>
      <PageHeader
        title="Trash"
        description={`Deleted services, projects, banners and gallery images stay here ${forDays(days)}, then they are deleted for ever with their files.`}
      />
      <div className="mb-6 space-y-4">
        <SearchBox
          label="Search the trash"
          value={filter.search}
          onChange={(search) => paging.changeFilter({ ...filter, search })}
        />
        <FilterPanel
          activeCount={filter.kind === '' ? 0 : 1}
          className="grid gap-4 max-md:rounded-lg max-md:bg-white max-md:p-4 max-md:shadow-sm md:flex md:items-end"
        >
          <Select
            label="Kind"
            placeholder="All kinds"
            options={KIND_OPTIONS}
            value={filter.kind}
            onChange={(event) =>
              paging.changeFilter({
                ...filter,
                // '' (All kinds) or one of the kinds offered.
                kind: TRASH_KINDS.find((kind) => kind === event.target.value) ?? '',
              })
            }
            containerClassName="md:w-56"
          />
        </FilterPanel>
      </div>
      <PagedListStates
        query={items}
        loading="Loading the trash..."
        failed="Failed to load the trash"
        empty={
          <EmptyState
            title={filtered ? 'Nothing in the trash matches these filters.' : 'The trash is empty.'}
          />
        }
        paging={paging}
        className="space-y-4"
      >
        {(rows) => (
          <>
            {selectedItems.length > 0 ? (
              <div
                role="toolbar"
                aria-label="Selected items"
                className="flex flex-wrap items-center gap-2 rounded-lg bg-brand-50 px-4 py-2"
              >
                <span className="mr-2 text-sm font-medium text-ink-900">
                  {selectedItems.length} selected
                </span>
                {mayRestore ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={mutations.busy}
                    onClick={() =>
                      mutations.restoreMany(
                        selectedItems.map((item) => item.id),
                        () => afterChange(selectedItems.length),
                      )
                    }
                  >
                    <RotateCcw size={16} aria-hidden />
                    Restore
                  </Button>
                ) : null}
                {mayDelete ? (
                  <Button
                    size="sm"
                    variant="danger"
                    disabled={mutations.busy}
                    onClick={() => setDialog({ kind: 'delete', items: selectedItems })}
                  >
                    <Trash2 size={16} aria-hidden />
                    Delete forever
                  </Button>
                ) : null}
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setSelected(new Set())}
                  disabled={mutations.busy}
                >
                  Clear selection
                </Button>
              </div>
            ) : null}
            <TrashTable
              items={rows}
              selected={selected}
              busy={mutations.busy}
              onSelect={select}
              onSelectAll={(checked) =>
                setSelected(checked ? new Set(rows.map((item) => item.id)) : new Set())
              }
              onRestore={(item) => restore(item)}
              onDelete={(item) => setDialog({ kind: 'delete', items: [item] })}
            />
          </>
        )}
      </PagedListStates>
      <DeleteForeverDialog
        items={dialog?.kind === 'delete' ? dialog.items : null}
        busy={mutations.deleting}
        onClose={() => setDialog(null)}
        onConfirm={(doomed) => mutations.deleteForever(doomed, afterChange)}
      />
      <RestoreWithParentDialog
        message={dialog?.kind === 'parent' ? dialog.message : null}
        busy={mutations.restoring}
        onClose={() => setDialog(null)}
        onConfirm={() => {
          if (dialog?.kind === 'parent') {
            restore(dialog.item, { ...dialog.options, withParent: true });
          }
        }}
      />
      <RestoreWithSlugDialog
        conflict={dialog?.kind === 'slug' ? dialog : null}
        busy={mutations.restoring}
        onClose={() => setDialog(null)}
        onRestore={(slug) => {
          if (dialog?.kind === 'slug') restore(dialog.item, { ...dialog.options, slug });
        }}
      />
    </>
  );
}
