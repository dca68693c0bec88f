import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { MediaDto } from '../../../api/adminApi';
import { adminUnlocked } from '../../../api/adminSession';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderWithProviders';
import type { PhotoUploader, PhotoUploadResult } from './photoUpload';
import { PhotoUploads } from './PhotoUploads';
import { ProductImages } from './ProductImages';

const KEY = 'a'.repeat(64);
const photo = (key: string, fileName: string): MediaDto => ({
  key,
  width: 1600,
  height: 1200,
  alt: '',
  fileName,
  reference: `/media/${key}/800.jpg`,
  widths: [400, 800, 1200, 1600],
  formats: ['avif', 'webp'],
  createdAt: '2026-11-29T01:00:00.000Z',
});

/** An uploader the test drives: each call waits until the test settles it. */
function controlledUploader() {
  const calls: Array<{
    file: File;
    password: string;
    progress: (f: number) => void;
    settle: (r: PhotoUploadResult) => void;
  }> = [];
  const upload: PhotoUploader = (file, password, progress) =>
    new Promise((settle) => calls.push({ file, password, progress, settle }));
  return { calls, upload };
}

function Harness({ upload, initial = [] }: { upload: PhotoUploader; initial?: string[] }) {
  const [paths, setPaths] = useState<string[]>(initial);
  const [alts, setAlts] = useState<Record<string, string>>({});
  return (
    <>
      <PhotoUploads chosen={paths} onAdd={(path) => setPaths((current) => [...current, path])} upload={upload} />
      <ProductImages
        paths={paths.join(', ')}
        onAdd={() => undefined}
        onChange={setPaths}
        alts={alts}
        altSuggestion="Hand Soap No. 42, Green Herbal scent"
        onAltChange={(path, alt) => setAlts((current) => ({ ...current, [path]: alt }))}
      />
      <output aria-label="Paths">{paths.join(', ')}</output>
    </>
  );
}

const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });

describe('PhotoUploads', () => {
  it("uploads picked files with the password, shows each one's progress, and adds the stored photo", async () => {
    fakeApi({ 'GET /api/admin/media': { body: [] } });
    const { calls, upload } = controlledUploader();
    const { user, store } = renderWithProviders(<Harness upload={upload} />);
    act(() => {
      store.dispatch(adminUnlocked({ realm: 'products', password: 'secret' }));
    });

    await user.upload(screen.getByLabelText('Upload photos'), [jpeg('sink.jpg'), jpeg('shelf.jpg')]);
    expect(calls.map((call) => [call.file.name, call.password])).toEqual([
      ['sink.jpg', 'secret'],
      ['shelf.jpg', 'secret'],
    ]);
    act(() => calls[0].progress(0.4));
    expect(screen.getByRole('progressbar', { name: 'Uploading sink.jpg' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('progressbar', { name: 'Uploading shelf.jpg' })).toHaveAttribute('aria-valuenow', '0');

    await act(async () => calls[0].settle({ ok: true, photo: photo(KEY, 'sink.jpg') }));
    expect(screen.getByLabelText('Paths')).toHaveTextContent(`/media/${KEY}/800.jpg`);
    expect(screen.queryByRole('progressbar', { name: 'Uploading sink.jpg' })).not.toBeInTheDocument();
  });

  it('says why each refused file was refused, and keeps the others going', async () => {
    fakeApi({ 'GET /api/admin/media': { body: [] } });
    const { calls, upload } = controlledUploader();
    const { store } = renderWithProviders(<Harness upload={upload} />);
    act(() => {
      store.dispatch(adminUnlocked({ realm: 'products', password: 'secret' }));
    });

    fireEvent.drop(screen.getByTestId('photo-drop-zone'), {
      dataTransfer: { files: [jpeg('logo.svg'), jpeg('ok.jpg')] },
    });
    expect(calls).toHaveLength(2);
    await act(async () => calls[0].settle({ ok: false, message: 'Photos must be JPEG, PNG or WebP files.' }));
    expect(screen.getByRole('alert')).toHaveTextContent('logo.svg: Photos must be JPEG, PNG or WebP files.');
    expect(screen.getByRole('progressbar', { name: 'Uploading ok.jpg' })).toBeInTheDocument();
  });

  it('offers the photos already uploaded, and makes any image the main one or removes it', async () => {
    const other = 'b'.repeat(64);
    fakeApi({ 'GET /api/admin/media': { body: [photo(KEY, 'sink.jpg'), photo(other, 'shelf.jpg')] } });
    const { user, store } = renderWithProviders(
      <Harness upload={controlledUploader().upload} initial={['/public-objects/products/hand-soap-42.webp']} />,
    );
    act(() => {
      store.dispatch(adminUnlocked({ realm: 'products', password: 'secret' }));
    });

    const picker = await screen.findByRole('combobox', { name: 'Add an uploaded photo' });
    await screen.findByRole('option', { name: 'shelf.jpg' });
    await user.selectOptions(picker, `/media/${other}/800.jpg`);
    expect(screen.getByLabelText('Paths')).toHaveTextContent(
      `/public-objects/products/hand-soap-42.webp, /media/${other}/800.jpg`,
    );

    await user.click(screen.getByRole('button', { name: 'Make image 2 the main picture' }));
    expect(screen.getByLabelText('Paths')).toHaveTextContent(
      `/media/${other}/800.jpg, /public-objects/products/hand-soap-42.webp`,
    );
    await user.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(screen.getByLabelText('Paths')).toHaveTextContent(new RegExp(`^/media/${other}/800.jpg$`));
  });

  it('asks alt text of each picture and fills the suggestion on request', async () => {
    fakeApi({ 'GET /api/admin/media': { body: [] } });
    const { upload } = controlledUploader();
    const { user } = renderWithProviders(<Harness upload={upload} initial={['/media/abc/800.jpg', '/b.webp']} />);
    const main = screen.getByRole('textbox', { name: 'Alt text of the main image' });
    expect(main).toBeRequired();
    expect(main).toHaveValue('');
    await user.click(
      screen.getByRole('button', { name: "Use 'Hand Soap No. 42, Green Herbal scent' as the alt text of image 2" }),
    );
    expect(screen.getByRole('textbox', { name: 'Alt text of image 2' })).toHaveValue(
      'Hand Soap No. 42, Green Herbal scent',
    );
    expect(main).toHaveValue('');
    await user.type(main, 'A bottle by the sink');
    expect(main).toHaveValue('A bottle by the sink');
  });
});
