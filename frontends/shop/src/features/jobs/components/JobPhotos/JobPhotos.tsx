import {
  Alert,
  Badge,
  Button,
  Group,
  Image,
  Loader,
  Modal,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { useRef, useState, type ChangeEvent } from 'react';
import {
  PHOTO_CAPTION_MAX_LENGTH,
  PHOTO_MAX_BYTES,
  PHOTO_STAGE_LABELS,
  PHOTO_STAGES,
  type JobPhotoResponse,
  type JobStatus,
  type PhotoStage,
} from '@repair-shop/contracts';
import { apiErrorDetail, apiLinkUrl, formatDateTime } from '@repair-shop/web';
import { useAddJobPhotos, useJobPhotos, useRemoveJobPhoto } from '../../hooks/use-job-photos';
import { useMay } from '../../../../hooks/use-role';
import { failureText } from '../../../../utils/api-errors';

interface Props {
  jobId: string;
  status: JobStatus;
}

const TOO_LARGE = `Fotoja është më e madhe se ${Math.round(PHOTO_MAX_BYTES / (1024 * 1024))} MB. Zgjidhni një foto më të vogël.`;

/**
 * "Fotot": the device at intake and during the repair, up to the server's limit. "Bëj foto" opens the
 * phone's camera (<input capture>), "Nga galeria" takes several saved ones; each opens large on a tap.
 */
export function JobPhotos({ jobId, status }: Props) {
  const photos = useJobPhotos(jobId);
  const add = useAddJobPhotos(jobId);
  const remove = useRemoveJobPhoto(jobId);
  const mayRemove = useMay('removePhotos');
  const [stage, setStage] = useState<PhotoStage>(status === 'new' ? 'intake' : 'repair');
  const [caption, setCaption] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [opened, setOpened] = useState<JobPhotoResponse | null>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const galleryRef = useRef<HTMLInputElement>(null);
  const list = photos.data?.photos ?? [];
  const limit = photos.data?.limit ?? 8;
  const full = list.length >= limit;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.currentTarget.files ?? [])];
    // The same photo chosen again must fire the input again.
    event.currentTarget.value = '';
    if (files.length === 0) return;
    if (files.some((file) => file.size > PHOTO_MAX_BYTES)) return setProblem(TOO_LARGE);
    if (files.length > limit - list.length)
      return setProblem(`Mund të shtoni edhe ${limit - list.length} foto për këtë punë.`);
    setProblem(null);
    add.mutate(
      { files, stage, caption: caption.trim() || undefined },
      {
        onSuccess: () => setCaption(''),
        // The server's own sentence says what to do (a smaller photo, one at a time, the limit).
        onError: (error) =>
          setProblem(apiErrorDetail(error) ?? failureText(error, 'Fotoja nuk u ruajt. Provoni përsëri.')),
      },
    );
  };

  const confirmRemove = (photo: JobPhotoResponse) =>
    modals.openConfirmModal({
      title: 'Hiq foton',
      centered: true,
      children: <Text size="sm">Fotoja fshihet nga serveri; historia e punës e shënon.</Text>,
      labels: { confirm: 'Hiq foton', cancel: 'Anulo' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        setOpened(null);
        remove.mutate(photo.id);
      },
    });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="job-photos-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            <Title order={3} fz="lg" id="job-photos-title">
              Fotot
            </Title>
            {photos.data && (
              <Badge variant="light" color={full ? 'orange' : 'gray'} aria-label="Numri i fotove">
                {list.length} nga {limit}
              </Badge>
            )}
          </Group>
          <Group gap="xs">
            <Button onClick={() => cameraRef.current?.click()} disabled={full} loading={add.isPending}>
              Bëj foto
            </Button>
            <Button variant="light" onClick={() => galleryRef.current?.click()} disabled={full || add.isPending}>
              Nga galeria
            </Button>
          </Group>
        </Group>
        <input
          ref={cameraRef}
          type="file"
          accept="image/*"
          capture="environment"
          hidden
          aria-label="Foto me kamerë"
          onChange={choose}
        />
        <input
          ref={galleryRef}
          type="file"
          accept="image/*"
          multiple
          hidden
          aria-label="Foto nga galeria"
          onChange={choose}
        />
        {!full && (
          <Group gap="sm" align="flex-end" wrap="wrap">
            <SegmentedControl
              aria-label="Koha e fotos"
              size="xs"
              value={stage}
              onChange={(value) => setStage(value as PhotoStage)}
              data={PHOTO_STAGES.map((value) => ({ value, label: PHOTO_STAGE_LABELS[value] }))}
            />
            <TextInput
              size="xs"
              style={{ flex: 1, minWidth: 180 }}
              aria-label="Përshkrimi i fotos"
              placeholder="Përshkrimi (opsional), p.sh. «Gërvishtje në ekran»"
              maxLength={PHOTO_CAPTION_MAX_LENGTH}
              value={caption}
              onChange={(event) => setCaption(event.currentTarget.value)}
            />
          </Group>
        )}
        {problem && (
          <Alert color="red" withCloseButton onClose={() => setProblem(null)} closeButtonLabel="Mbyll">
            {problem}
          </Alert>
        )}
        {photos.isPending ? (
          <Loader size="sm" aria-label="Fotot po ngarkohen" />
        ) : photos.isError ? (
          <Text size="sm" c="red">
            {failureText(photos.error, 'Fotot nuk u ngarkuan.')}
          </Text>
        ) : list.length === 0 ? (
          <Text size="sm" c="dimmed">
            Asnjë foto ende. Fotografoni pajisjen në pranim (gërvishtjet, ekranin): është prova juaj nëse lind një
            mosmarrëveshje.
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 3, sm: 4, md: 6 }} spacing="xs">
            {list.map((photo, index) => (
              <Stack key={photo.id} gap={2}>
                <UnstyledButton
                  onClick={() => setOpened(photo)}
                  aria-label={`Hap foton ${index + 1}${photo.caption ? `: ${photo.caption}` : ''}`}
                >
                  <Image
                    src={apiLinkUrl(photo.thumbUrl)}
                    alt={photo.caption ?? `Foto ${index + 1}`}
                    radius="sm"
                    h={96}
                    fit="cover"
                    loading="lazy"
                  />
                </UnstyledButton>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {PHOTO_STAGE_LABELS[photo.stage]}
                  {photo.caption ? ` · ${photo.caption}` : ''}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <Modal
        opened={opened !== null}
        onClose={() => setOpened(null)}
        title={opened?.caption ?? 'Fotoja'}
        size="xl"
        centered
      >
        {opened && (
          <Stack gap="sm">
            <Image
              src={apiLinkUrl(opened.fullUrl)}
              alt={opened.caption ?? 'Fotoja e plotë'}
              radius="sm"
              fit="contain"
              mah="70vh"
            />
            <Group justify="space-between" gap="sm">
              <Text size="sm" c="dimmed">
                {PHOTO_STAGE_LABELS[opened.stage]} · {opened.author ? `${opened.author.name}, ` : ''}
                {formatDateTime(opened.createdAt)}
              </Text>
              {mayRemove && (
                <Button variant="subtle" color="red" size="xs" onClick={() => confirmRemove(opened)}>
                  Hiq foton
                </Button>
              )}
            </Group>
          </Stack>
        )}
      </Modal>
    </Paper>
  );
}
