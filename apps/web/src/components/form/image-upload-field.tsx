import { Button } from '@utmost/ui/components/button';
import { Label } from '@utmost/ui/components/label';
import { ImageIcon, UploadIcon } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { findImageFileProblem } from '../../lib/image-upload';
import { findFieldMessageId } from './form-field';

/**
 * An image (logo, profile picture) with a button to replace it. The file is checked here first
 * (spec §5: at most 10 MB); `onUpload` sends it and rejects when the server refuses it, whose
 * answer the app's error handling shows.
 */
export function ImageUploadField({
  id,
  label,
  imageUrl,
  imageAlt,
  isDisabled = false,
  isUploading = false,
  onUpload,
}: {
  id: string;
  label: string;
  imageUrl: string | null;
  imageAlt: string;
  isDisabled?: boolean;
  isUploading?: boolean;
  onUpload: (file: File) => void;
}) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function checkAndUpload(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so that choosing the same file again (after fixing it) fires a change.
    input.value = '';
    if (file === undefined) return;
    const fileProblem = await findImageFileProblem(file);
    setProblem(fileProblem);
    if (fileProblem === null) onUpload(file);
  }

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-4">
        <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-border bg-background">
          {imageUrl === null ? (
            <ImageIcon aria-hidden="true" className="size-6 text-muted-foreground" />
          ) : (
            <img src={imageUrl} alt={imageAlt} className="size-full object-cover" />
          )}
        </div>
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          className="sr-only"
          // The visible button below is the one tab stop; a second, invisible one here would
          // take the focus with nothing on screen showing it (WCAG 2.4.7).
          tabIndex={-1}
          disabled={isDisabled || isUploading}
          aria-invalid={problem === null ? undefined : true}
          aria-describedby={findFieldMessageId(id)}
          onChange={(event) => void checkAndUpload(event)}
        />
        <Button
          type="button"
          variant="outline"
          disabled={isDisabled || isUploading}
          aria-describedby={findFieldMessageId(id)}
          onClick={() => inputRef.current?.click()}
        >
          <UploadIcon aria-hidden="true" />
          {isUploading ? t('upload.uploading') : t('upload.choose')}
        </Button>
      </div>
      <p
        id={findFieldMessageId(id)}
        className={
          problem === null ? 'text-sm text-muted-foreground' : 'text-sm text-destructive-text'
        }
      >
        {problem ?? t('upload.hint')}
      </p>
    </div>
  );
}
