import {
  Alert,
  Button,
  FileInput,
  Group,
  Modal,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Stepper,
  Text,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo, useState } from 'react';
import {
  IMPORT_KINDS,
  IMPORT_KIND_LABELS,
  IMPORT_MAX_ROWS,
  type ImportKind,
  type ImportPreviewResponse,
  type ImportRejectedError,
  type ImportResultResponse,
} from '@repair-shop/contracts';
import { apiErrorDetail, fullName, importRejectionOf } from '@repair-shop/web';
import { useBusiness } from '../../../../hooks/use-business';
import { useFormatMoney } from '../../../../hooks/use-currency';
import { useWorkers } from '../../../../hooks/use-workers';
import { useImportFile } from '../../hooks/use-import-file';
import { usePreviewImport } from '../../hooks/use-preview-import';
import { ImportPreviewTable } from './ImportPreviewTable';
import { ImportProblems } from './ImportProblems';
import { fieldInfo, fieldsOf, formColumns, mappingOf, previewRows, type ImportFormValues } from './import-preview';

interface Props {
  opened: boolean;
  onClose: () => void;
}

export const IMPORT_TITLE = 'Importo klientë ose punë';
const NO_COLUMN = '— Mos e importo —';
const PREVIEW_FAILED = 'Skedari nuk u lexua. Provoni përsëri.';
const IMPORT_FAILED = 'Importimi nuk u krye. Provoni përsëri.';

/** "12 punë", "1 klient", "3 klientë". */
export function importedText(result: ImportResultResponse): string {
  const what = result.kind === 'jobs' ? 'punë' : result.imported === 1 ? 'klient' : 'klientë';
  const skipped =
    result.skipped === 0
      ? ''
      : result.skipped === 1
        ? ' Një rresht ishte tashmë në dyqan dhe u anashkalua.'
        : ` ${result.skipped} rreshta ishin tashmë në dyqan dhe u anashkaluan.`;
  return `U importuan ${result.imported} ${what}.${skipped}`;
}

/**
 * How "Kërkon vëmendje" follows imported jobs: one in process from the import (the file's date is when it
 * came in, not when it was last worked on), one ready from the file's date.
 */
export function importedAttentionText(days: { idleAfterDays: number; uncollectedAfterDays: number }): string {
  return (
    `Punët «Në proces» ndiqen nga sot: shfaqen te «Kërkon vëmendje» nëse për ${days.idleAfterDays} ditë nuk shënohet asgjë për to. ` +
    `Punët «Gati» shfaqen aty kur kanë pritur ${days.uncollectedAfterDays} ditë që nga data në skedar.`
  );
}

/**
 * "Importo": a CSV or Excel file of clients or jobs, in three steps: the file; the kind and a column for
 * each field (the server's suggestion chosen, required fields marked) with the first rows as they will be
 * imported; the result, or the rows to fix with their line numbers (nothing imported then).
 */
export function ImportDialog({ opened, onClose }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportPreviewResponse | null>(null);
  const [result, setResult] = useState<ImportResultResponse | null>(null);
  const [rejection, setRejection] = useState<ImportRejectedError | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const formatMoney = useFormatMoney();
  const business = useBusiness().data;
  const workers = useWorkers().data ?? [];
  const activeWorkers = workers.filter((worker) => worker.active);

  const form = useForm<ImportFormValues>({
    mode: 'controlled',
    initialValues: { kind: 'jobs', columns: {}, workerId: '' },
    validate: {
      columns: (columns, values) => {
        const missing = fieldsOf(values.kind).filter(
          (field) => fieldInfo(values.kind, field).required && !columns[field],
        );
        return missing.length > 0
          ? `Zgjidhni kolonën për: ${missing.map((field) => fieldInfo(values.kind, field).label).join(', ')}.`
          : null;
      },
      workerId: (workerId, values) =>
        values.kind === 'jobs' && !workerId && !values.columns.worker
          ? 'Zgjidhni punëtorin e punëve të importuara.'
          : null,
    },
  });

  const reset = (): void => {
    setFile(null);
    setFileError(null);
    setPreview(null);
    setResult(null);
    setRejection(null);
    setFailure(null);
  };
  const close = (): void => {
    reset();
    onClose();
  };

  const read = usePreviewImport();
  const write = useImportFile();

  // The dialog says a failure in its own step (the rows to fix, or the server's sentence), not as a notification.
  const readFile = (chosen: File): void =>
    read.mutate(chosen, {
      onSuccess: (answer) => {
        setPreview(answer);
        setFailure(null);
        form.setValues({
          kind: answer.suggestedKind,
          columns: formColumns(answer.suggestedKind, answer.suggested[answer.suggestedKind]),
          workerId: activeWorkers.length === 1 ? (activeWorkers[0]?.id ?? '') : '',
        });
        form.resetDirty();
      },
      onError: (error) => setFailure(apiErrorDetail(error) ?? PREVIEW_FAILED),
    });

  const importFile = (chosen: File, values: ImportFormValues): void =>
    write.mutate(
      { file: chosen, kind: values.kind, mapping: mappingOf(values) },
      {
        onSuccess: (answer) => {
          setResult(answer);
          setRejection(null);
        },
        onError: (error) => {
          const refused = importRejectionOf(error);
          setRejection(refused);
          setFailure(refused ? null : (apiErrorDetail(error) ?? IMPORT_FAILED));
        },
      },
    );

  const rows = useMemo(
    () => (preview ? previewRows(preview.rows, form.values, workers, formatMoney, new Date()) : []),
    [preview, form.values, workers, formatMoney],
  );

  const chooseKind = (kind: ImportKind): void => {
    if (!preview) return;
    form.setValues({ kind, columns: formColumns(kind, preview.suggested[kind]) });
    setRejection(null);
  };

  const step = result ? 2 : preview ? 1 : 0;
  const columnChoices = [
    { value: '', label: NO_COLUMN },
    ...(preview?.columns ?? []).map((name, index) => ({ value: String(index), label: name })),
  ];

  return (
    <Modal opened={opened} onClose={close} title={IMPORT_TITLE} size="xl">
      <Stepper active={step} size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label="Skedari">
          <Stack gap="sm" mt="md">
            <Text size="sm" c="dimmed">
              Një skedar CSV ose Excel (.xlsx) nga një tabelë ose nga një program tjetër, me emrat e kolonave në
              rreshtin e parë (deri në {IMPORT_MAX_ROWS.toLocaleString('de-DE')} rreshta dhe 5 MB).
            </Text>
            <FileInput
              label="Skedari"
              placeholder="Zgjidhni skedarin"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              value={file}
              onChange={(chosen) => {
                setFile(chosen);
                setFileError(null);
                setFailure(null);
              }}
              error={fileError}
              withAsterisk
              clearable
            />
            {failure && <Alert color="red">{failure}</Alert>}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Anulo
              </Button>
              <Button
                loading={read.isPending}
                onClick={() => {
                  if (!file) setFileError('Zgjidhni një skedar.');
                  else readFile(file);
                }}
              >
                Vazhdo
              </Button>
            </Group>
          </Stack>
        </Stepper.Step>

        <Stepper.Step label="Kolonat">
          {preview && (
            <form
              onSubmit={form.onSubmit((values) => {
                setFailure(null);
                if (file) importFile(file, values);
              })}
              noValidate
            >
              <Stack gap="sm" mt="md">
                <Text size="sm">
                  {preview.fileName}: {preview.rowCount} {preview.rowCount === 1 ? 'rresht' : 'rreshta'}. Zgjidhni
                  kolonën e secilës fushë; fushat me * janë të detyrueshme.
                </Text>
                <SegmentedControl
                  aria-label="Çfarë importoni"
                  value={form.values.kind}
                  onChange={(kind) => chooseKind(kind as ImportKind)}
                  data={IMPORT_KINDS.map((kind) => ({ value: kind, label: IMPORT_KIND_LABELS[kind] }))}
                />
                <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
                  {fieldsOf(form.values.kind).map((field) => {
                    const info = fieldInfo(form.values.kind, field);
                    return (
                      <Select
                        key={`${form.values.kind}-${field}`}
                        label={info.label}
                        description={info.hint}
                        withAsterisk={info.required}
                        data={columnChoices}
                        allowDeselect={false}
                        value={form.values.columns[field] ?? ''}
                        onChange={(value) => form.setFieldValue(`columns.${field}`, value ?? '')}
                      />
                    );
                  })}
                  {form.values.kind === 'jobs' && (
                    <Select
                      label={form.values.columns.worker ? 'Punëtori për rreshtat pa punëtor' : 'Punëtori i punëve'}
                      data={activeWorkers.map((worker) => ({ value: worker.id, label: fullName(worker) }))}
                      placeholder="Zgjidhni punëtorin"
                      withAsterisk={!form.values.columns.worker}
                      {...form.getInputProps('workerId')}
                    />
                  )}
                </SimpleGrid>
                {form.errors.columns && (
                  <Text size="sm" c="red" role="alert">
                    {form.errors.columns}
                  </Text>
                )}
                <Text fw={600} size="sm">
                  Rreshtat e parë si do të importohen
                </Text>
                <ImportPreviewTable kind={form.values.kind} rows={rows} />
                {rejection && <ImportProblems rejection={rejection} />}
                {failure && <Alert color="red">{failure}</Alert>}
                <Group justify="flex-end">
                  <Button variant="default" onClick={reset}>
                    Kthehu
                  </Button>
                  <Button type="submit" loading={write.isPending}>
                    Importo
                  </Button>
                </Group>
              </Stack>
            </form>
          )}
        </Stepper.Step>

        <Stepper.Step label="Rezultati">
          {result && (
            <Stack gap="sm" mt="md">
              <Alert color="green" title="Importimi u krye">
                {importedText(result)}
              </Alert>
              {result.kind === 'jobs' && result.imported > 0 && business && (
                <Text size="sm" c="dimmed">
                  {importedAttentionText(business)}
                </Text>
              )}
              <Group justify="flex-end">
                <Button onClick={close}>Mbyll</Button>
              </Group>
            </Stack>
          )}
        </Stepper.Step>
      </Stepper>
    </Modal>
  );
}
