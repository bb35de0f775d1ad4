'use client';

/**
 * Importing a CSV of redirects (an old site's addresses): the file's text goes to the server,
 * which checks every row first; a refusal lists each bad row's line and column, and nothing is
 * imported.
 */
import { MESSAGES } from '@kasar/api/messages';
import { redirectMessages } from '@kasar/validators';
import { Alert, Button, FormActions, Modal, TextField } from '@kasar/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';

import { useTRPC } from '~/trpc/react';
import { refetchAfterChange } from '~/trpc/refetch-after-change';

import { errorMessage } from '../errors';

/** Every message the server gave for the CSV (one per bad row). */
function csvErrorsOf(error: unknown): string[] {
  if (!(error instanceof TRPCClientError)) return [];
  const data = error.data as { fieldErrors?: Record<string, string[]> | null } | undefined;
  return data?.fieldErrors?.csv ?? [];
}

export function RedirectImportDialog({ onClose }: { onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const importCsv = useMutation(
    trpc.redirects.importCsv.mutationOptions({
      onSuccess: (result) => {
        toast.success(`${MESSAGES.redirectsImported}: ${result.imported}`);
        void refetchAfterChange(queryClient, trpc.redirects.pathKey());
        onClose();
      },
    }),
  );
  const rowErrors = csvErrorsOf(importCsv.error);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) {
      setMissing(true);
      return;
    }
    importCsv.mutate({ csv: await file.text() });
  };
  return (
    <Modal open onClose={onClose} title="Import Redirects" size="md">
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
        <p className="text-sm text-ink-600">
          A CSV file with a header row <code>from,to,status</code>, one redirect a line. An empty
          status is 301; a 410 has no <code>to</code>. A line from a path that already has a
          redirect replaces it.
        </p>
        <TextField
          label="CSV file"
          type="file"
          accept=".csv,text/csv"
          required
          error={missing ? redirectMessages.csvRequired : undefined}
          onChange={(event) => {
            setMissing(false);
            importCsv.reset();
            setFile(event.target.files?.[0] ?? null);
          }}
        />
        {rowErrors.length > 0 ? (
          <Alert tone="error">
            <p className="font-medium">Nothing was imported. Fix these lines and try again:</p>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {rowErrors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </Alert>
        ) : null}
        <FormActions
          cancel={
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
          }
          submitLabel="Import"
          busyLabel="Importing..."
          busy={importCsv.isPending}
          error={
            importCsv.isError && rowErrors.length === 0
              ? errorMessage(importCsv.error, 'Failed to import the redirects')
              : undefined
          }
        />
      </form>
    </Modal>
  );
}
