import { Button } from '../../shared/button';
import { showToast } from '../../shared/toast/toast-store';

interface SitePreviewButtonProps {
  /** 'Preview Mobile', 'Preview Site'. */
  label: string;
  /** The preview window's size, as `window.open` takes it. */
  windowFeatures: string;
  /** The toast that says where the preview opened. */
  opened: { title: string; description: string };
}

/** Opens the storefront in a window of its own, to see the settings being edited, and says so. */
export function SitePreviewButton({ label, windowFeatures, opened }: SitePreviewButtonProps) {
  const openPreview = () => {
    window.open('/', '_blank', windowFeatures);
    showToast(opened);
  };
  return (
    <Button $variant="outline" onClick={openPreview}>
      {label}
    </Button>
  );
}
