/**
 * HUD's yearly income-limits file, in two steps: the staff member chooses the file and sees what an
 * import would change (nothing changes yet), then imports it. A refused row blocks the import.
 */
import '@mantine/core/styles/Combobox.css';
import type { IncomeLimitImportReport } from '@hbw/contract';
import { Alert, Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useSendHudFile } from '../api/check-hud-file';
import { HudFileReport } from './hud-file-report';

export function HudFileImport() {
  const send = useSendHudFile();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<IncomeLimitImportReport | null>(null);
  const fileProblem = send.error instanceof ApiError ? send.error.errors.file?.[0] : undefined;

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setReport(null);
    send.reset();
  };

  const check = (event: React.FormEvent) => {
    event.preventDefault();
    if (file) send.mutate({ file, step: 'check' }, { onSuccess: setReport });
  };

  const importFile = () => {
    if (!file) return;
    send.mutate(
      { file, step: 'import' },
      {
        onSuccess: (imported) => {
          setReport(imported);
          if (imported.imported) {
            notifications.show({
              color: 'green',
              title: 'Income limits imported',
              message: `HUD’s FY${imported.fiscal_year} limits are the ones buyers’ wallets read now.`,
            });
          }
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <form onSubmit={check} noValidate>
        <Group align="flex-end" gap="md">
          <FileInput
            label="HUD’s income limits file (CSV)"
            description="Section 8 income limits from huduser.gov, saved as CSV."
            placeholder="Choose the file"
            accept=".csv,text/csv"
            clearable
            clearButtonProps={{ 'aria-label': 'Clear the chosen file' }}
            value={file}
            onChange={choose}
            error={fileProblem}
            miw="18rem"
          />
          <Button type="submit" disabled={!file} loading={send.isPending && send.variables?.step === 'check'}>
            Check the file
          </Button>
        </Group>
      </form>
      {send.isError && !fileProblem && (
        <Alert color="red" role="alert" title="The file could not be sent">
          {send.error.message}
        </Alert>
      )}
      {report && (
        <Stack gap="md">
          <HudFileReport report={report} />
          {report.imported ? (
            <Alert color="green" title={`HUD’s FY${report.fiscal_year} limits are imported`}>
              The counties above now have these limits; the audit log records the import.
            </Alert>
          ) : report.refused.length > 0 ? (
            <Text size="sm">
              Correct the refused lines and check the file again: nothing can be imported until then.
            </Text>
          ) : (
            <Group>
              <Button onClick={importFile} loading={send.isPending && send.variables?.step === 'import'}>
                Import FY{report.fiscal_year} limits
              </Button>
              <Text size="sm" c="dimmed">
                Replaces every HUD limit of FY{report.fiscal_year}, in one step.
              </Text>
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}
