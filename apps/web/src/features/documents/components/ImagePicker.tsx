import { IMAGES_FOLDER, PICKER_IMAGE_EXTENSIONS } from '@worksphere/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ImagePlus, Upload } from 'lucide-react';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { ApiError } from '../../../platform/api/ApiError';
import { errorParamsOf, localizeServerText } from '../../../platform/api/serverText';
import { API_BASE_URL } from '../../../platform/api/apiRequest';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { Tabs } from '../../../ui/Tabs';
import { TextField } from '../../../ui/TextField';
import { fileKeys } from '../api/fileKeys';
import { uploadFiles, useFolderQuery } from '../api/filesApi';
import { editorMessages as messages } from '../documents.messages';

type ImagePickerProps = {
  isOpen: boolean;
  onClose: () => void;
  /** Scopes the Uploads tab; without it that tab says the organisation is not loaded. */
  organizationId: string | null | undefined;
  onInsert: (src: string) => void;
};

/** Where an uploaded image is served from (spec 2 §2). */
export function uploadedImageUrl(organizationId: string, name: string): string {
  return `${API_BASE_URL}/uploads/${encodeURIComponent(organizationId)}/images/${encodeURIComponent(name)}`;
}

/** Only jpeg, jpg, png and gif are offered (spec 2 §9). */
export function isPickableImage(name: string): boolean {
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  return name.includes('.') && (PICKER_IMAGE_EXTENSIONS as readonly string[]).includes(extension);
}

/** The image picker dialog (spec 2 §2): an address, or one of the organisation's uploads. */
export function ImagePicker({ isOpen, onClose, organizationId, onInsert }: ImagePickerProps) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={messages.pickerTitle} size="lg">
      <Tabs
        label={messages.pickerTitle}
        tabs={[
          {
            id: 'url',
            label: messages.pickerUrlTab,
            content: <UrlTab onInsert={onInsert} />,
          },
          {
            id: 'uploads',
            label: messages.pickerUploadsTab,
            content: <UploadsTab organizationId={organizationId} onInsert={onInsert} />,
          },
        ]}
      />
    </Modal>
  );
}

function UrlTab({ onInsert }: { onInsert: (src: string) => void }) {
  const [url, setUrl] = useState('');
  const [isMissing, setIsMissing] = useState(false);
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = url.trim();
    if (!trimmed) {
      setIsMissing(true);
      return;
    }
    onInsert(trimmed);
  }
  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-3">
      <TextField
        label={messages.pickerUrlLabel}
        type="url"
        placeholder="https://"
        value={url}
        onChange={(event) => {
          setUrl(event.target.value);
          setIsMissing(false);
        }}
      />
      {isMissing ? <Alert tone="error">{messages.imageUrlRequired}</Alert> : null}
      <div className="flex justify-end">
        <Button type="submit" icon={<ImagePlus aria-hidden className="size-4" />}>
          {messages.pickerInsert}
        </Button>
      </div>
    </form>
  );
}

function UploadsTab({
  organizationId,
  onInsert,
}: {
  organizationId: string | null | undefined;
  onInsert: (src: string) => void;
}) {
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const images = useFolderQuery(IMAGES_FOLDER, { enabled: Boolean(organizationId) });

  if (!organizationId) return <Alert tone="error">{messages.organizationNotLoaded}</Alert>;

  async function handleFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    setUploadError(null);
    setProgress(0);
    try {
      await uploadFiles(IMAGES_FOLDER, files, setProgress);
      await queryClient.invalidateQueries({ queryKey: fileKeys.all });
    } catch (error) {
      setUploadError(
        error instanceof ApiError && error.serverMessage
          ? localizeServerText(error.serverMessage, error.code, errorParamsOf(error.payload))
          : messages.pickerUploadFailed,
      );
    } finally {
      setProgress(null);
    }
  }

  const pickable = (images.data?.files ?? []).filter(
    (file) => file.kind !== 'folder' && isPickableImage(file.name),
  );
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={inputRef}
          type="file"
          accept=".jpeg,.jpg,.png,.gif,image/jpeg,image/png,image/gif"
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          onChange={handleFiles}
        />
        <Button
          variant="secondary"
          size="sm"
          icon={<Upload aria-hidden className="size-4" />}
          isLoading={progress !== null}
          onClick={() => inputRef.current?.click()}
        >
          {messages.pickerUpload}
        </Button>
        {progress !== null ? (
          <span role="status" className="text-sm text-zinc-600">
            {messages.pickerUploading(Math.round(progress * 100))}
          </span>
        ) : null}
      </div>
      {uploadError ? <Alert tone="error">{uploadError}</Alert> : null}
      {images.isPending ? (
        <QueryLoading label={messages.pickerLoading} />
      ) : images.isError ? (
        <QueryFailed
          message={messages.imagesLoadFailed}
          retryLabel={messages.pickerRetry}
          onRetry={() => void images.refetch()}
        />
      ) : pickable.length === 0 ? (
        <p className="text-sm text-zinc-500">{messages.pickerEmpty}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {pickable.map((file) => {
            const src = uploadedImageUrl(organizationId, file.name);
            return (
              <li key={file.name}>
                <button
                  type="button"
                  aria-label={messages.pickerChoose(file.name)}
                  onClick={() => onInsert(src)}
                  className="group flex w-full flex-col gap-1 rounded-lg border border-zinc-200 p-1.5 text-left hover:border-brand-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                >
                  <img
                    src={src}
                    alt=""
                    loading="lazy"
                    className="aspect-square w-full rounded object-cover"
                  />
                  <span className="truncate text-xs text-zinc-600">{file.name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
