import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { DragEvent, useId, useState } from 'react';
import { useListMediaQuery } from '../../../api/adminApi';
import { selectAdminPassword } from '../../../api/adminSession';
import { useAppSelector } from '../../../store/store';
import { ShopButton } from '../../../components/ShopButton';
import { AddImageSelect } from './AddImageSelect';
import { ACCEPTED_PHOTO_TYPES, uploadPhoto, type PhotoUploader } from './photoUpload';

interface Upload {
  id: number;
  name: string;
  progress: number;
  refusal?: string;
}

let nextUploadId = 0;

/**
 * Under the product form's image paths: photos uploaded by file picker or drag and drop (each with its progress, or
 * the server's reason when refused), appended to the paths once stored; and a picker of the photos already uploaded.
 */
export function PhotoUploads({
  chosen,
  onAdd,
  upload = uploadPhoto,
}: {
  chosen: string[];
  onAdd: (path: string) => void;
  upload?: PhotoUploader;
}) {
  const password = useAppSelector((state) => selectAdminPassword(state, 'products'));
  const uploaded = useListMediaQuery(undefined);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const inputId = useId();
  const offered = (uploaded.data ?? []).filter((photo) => !chosen.includes(photo.reference));

  const change = (id: number, patch: Partial<Upload>) =>
    setUploads((current) => current.map((item) => (item.id === id ? { ...item, ...patch } : item)));

  const send = (files: FileList | null) => {
    if (!files || !password) return;
    for (const file of Array.from(files)) {
      const id = ++nextUploadId;
      setUploads((current) => [...current, { id, name: file.name, progress: 0 }]);
      void upload(file, password, (progress) => change(id, { progress })).then((result) => {
        if (result.ok) {
          onAdd(result.photo.reference);
          setUploads((current) => current.filter((item) => item.id !== id));
          void uploaded.refetch();
        } else change(id, { refusal: result.message, progress: 1 });
      });
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    send(event.dataTransfer.files);
  };

  return (
    <Grid size={{ xs: 12 }}>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="photo-drop-zone"
        sx={{
          border: '2px dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          borderRadius: 1,
          p: 2,
          mb: 2,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
        }}
      >
        <ShopButton component="label" htmlFor={inputId} variant="outlined">
          Upload photos
        </ShopButton>
        <input
          id={inputId}
          type="file"
          accept={ACCEPTED_PHOTO_TYPES}
          multiple
          hidden
          aria-label="Upload photos"
          onChange={(event) => {
            send(event.target.files);
            event.target.value = '';
          }}
        />
        <Typography variant="body2" color="text.secondary">
          or drop JPEG, PNG or WebP photos here; the first image is the main picture.
        </Typography>
      </Box>
      {uploads.length > 0 && (
        <Box component="ul" aria-label="Uploads" sx={{ m: 0, mb: 2, p: 0 }}>
          {uploads.map((item) => (
            <Box component="li" key={item.id} sx={{ listStyle: 'none', mb: 1 }}>
              <Typography variant="body2">{item.name}</Typography>
              {item.refusal ? (
                <Typography variant="body2" color="error" role="alert">
                  {item.name}: {item.refusal}
                </Typography>
              ) : (
                <LinearProgress
                  variant="determinate"
                  value={Math.round(item.progress * 100)}
                  aria-label={`Uploading ${item.name}`}
                />
              )}
            </Box>
          ))}
        </Box>
      )}
      <AddImageSelect
        label="Add an uploaded photo"
        placeholder={uploaded.isError ? 'The photo list could not be loaded' : 'Choose a photo…'}
        options={offered.map((photo) => ({
          value: photo.reference,
          label: `${photo.fileName || photo.key.slice(0, 12)}${photo.alt ? ` (${photo.alt})` : ''}`,
        }))}
        onAdd={onAdd}
      />
    </Grid>
  );
}
