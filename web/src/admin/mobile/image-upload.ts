import { useFeatureTexts } from '../../i18n/feature-texts';
import { showToast } from '../../shared/toast/toast-store';
import { mobileTexts } from './mobile-texts';

/** A mobile image may be 5MB at most (docs/product.md#mobile-settings). */
export const maxMobileImageBytes = 5 * 1024 * 1024;

export type ImageFileProblem = 'invalidType' | 'tooLarge';

/** Why a file cannot be a mobile image (docs/product.md#mobile-settings), or undefined when it can. */
export function imageFileProblem(file: File): ImageFileProblem | undefined {
  if (!file.type.startsWith('image/')) return 'invalidType';
  if (file.size > maxMobileImageBytes) return 'tooLarge';
  return undefined;
}

/** The file as a data: address, so the image lives in local storage with the other settings. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('Unexpected file reading'));
    reader.onerror = () => reject(reader.error ?? new Error('File reading failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * Takes a chosen file as a mobile image: checks it, reads it and reports with the toasts of
 * docs/product.md#mobile-settings, whose 'Title - description' texts are one toast's title and description:
 * 'Invalid File Type - Please select an image file (PNG, JPG, GIF, etc.)',
 * 'File Too Large - Please select an image smaller than 5MB',
 * 'Upload Failed - Failed to upload image. Please try again.' and 'Image Uploaded'.
 */
export function useImageUpload(onUploaded: (dataUrl: string) => void): (file: File) => Promise<void> {
  const { t } = useFeatureTexts(mobileTexts);
  return async (file) => {
    const problem = imageFileProblem(file);
    if (problem) {
      showToast({
        title: t(`adminMobile.upload.${problem}`),
        description: t(`adminMobile.upload.${problem}Description`),
        variant: 'destructive',
      });
      return;
    }
    try {
      onUploaded(await readAsDataUrl(file));
      showToast({ title: t('adminMobile.upload.uploaded'), variant: 'success' });
    } catch {
      showToast({
        title: t('adminMobile.upload.failed'),
        description: t('adminMobile.upload.failedDescription'),
        variant: 'destructive',
      });
    }
  };
}
