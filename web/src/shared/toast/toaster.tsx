import * as RadixToast from '@radix-ui/react-toast';
import { useEffect, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled, { css, keyframes } from 'styled-components';
import { usePhoneSettings } from '../../mobile-settings/use-phone-settings';
import { media } from '../../theme/media';
import { surface } from '../../theme/surface';
import { color } from '../../theme/tokens';
import { destructiveColor } from '../form-field';
import { CloseIcon } from '../close-icon';
import { roundIconButton } from '../round-icon-button';
import { dismissToast, TOAST_DURATION_MS, type ToastEntry, type ToastVariant } from './toast-store';

/** Error toasts keep the one red of error texts, whatever the theme. */
const destructive = { background: destructiveColor, foreground: 'hsl(0 0% 100%)' };

const Viewport = styled(RadixToast.Viewport)`
  position: fixed;
  /* Above the phone's bottom bar when there is one (set by the bottom bar itself). */
  inset-block-end: calc(0.75rem + var(--bottom-bar-space, 0px));
  inset-inline: 0.75rem;
  z-index: 100;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  outline: none;

  ${media.sm} {
    inset-inline-start: auto;
    inset-inline-end: 1.5rem;
    inset-block-end: calc(1.5rem + var(--bottom-bar-space, 0px));
    inline-size: 24rem;
  }
`;

const slideIn = keyframes`
  from { transform: translateY(100%); opacity: 0; }
  to { transform: translateY(0); opacity: 1; }
`;

const fadeOut = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`;

const variantStyles: Record<ToastVariant, ReturnType<typeof css>> = {
  default: css`
    ${surface('card')}
  `,
  success: css`
    ${surface('card')}
    border-inline-start: 4px solid hsl(142 64% 30%);
  `,
  destructive: css`
    border-color: transparent;
    background: ${destructive.background};
    color: ${destructive.foreground};
  `,
};

const Root = styled(RadixToast.Root)<{ $variant: ToastVariant }>`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: start;
  gap: 0.25rem 0.75rem;
  padding: 0.875rem 1rem;
  border: 1px solid ${color('border')};
  border-radius: var(--radius);
  box-shadow: 0 12px 32px -12px hsl(340 40% 20% / 0.35);
  ${({ $variant }) => variantStyles[$variant]}

  &[data-state='open'] {
    animation: ${slideIn} 0.2s ease-out;
  }
  &[data-state='closed'] {
    animation: ${fadeOut} 0.15s ease-in forwards;
  }
  /* Radix reports the swipe; the toast follows the finger, then leaves or springs back. */
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='cancel'] {
    transform: translateX(0);
    transition: transform 0.2s ease-out;
  }
  &[data-swipe='end'] {
    animation: ${fadeOut} 0.1s ease-out forwards;
  }
`;

const Title = styled(RadixToast.Title)`
  font-weight: 700;
  line-height: 1.35;
`;

const Description = styled(RadixToast.Description)`
  grid-column: 1;
  font-size: 0.9375rem;
  line-height: 1.45;
`;

const CloseButton = styled(RadixToast.Close)`
  grid-column: 2;
  grid-row: 1;
  ${roundIconButton}
  inline-size: 2rem;
  block-size: 2rem;
  margin-block: -0.375rem;
  margin-inline-end: -0.5rem;
  color: inherit;

  &:hover {
    background: hsl(0 0% 50% / 0.15);
  }
`;

const ActionLink = styled(Link)`
  grid-column: 1;
  justify-self: start;
  margin-block-start: 0.25rem;
  color: inherit;
  font-weight: 700;
  text-underline-offset: 3px;
`;

/**
 * docs/product.md#common-frame: toasts pause while the page is hidden. Radix pauses them while the window is
 * blurred, which hiding a tab usually brings, but not always (a phone locking its screen, a
 * minimised window that kept focus); this tells Radix in its own terms whenever the page
 * hides, and lets it resume when the page shows again with focus.
 */
function usePauseWhileHidden() {
  useEffect(() => {
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') window.dispatchEvent(new Event('blur'));
      else if (document.hasFocus()) window.dispatchEvent(new Event('focus'));
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => document.removeEventListener('visibilitychange', onVisibilityChange);
  }, []);
}

/**
 * enableSwipeGestures off (docs/product.md#mobile-settings): the toasts stay put under a finger.
 * Radix has no switch for swiping, but it skips its own handling of a pointer event whose default a
 * handler of ours prevented: without the moves, no swipe starts. (Stopping a swipe once started
 * would leave Radix swallowing the next tap, meant for Close or View Cart.) Close and Escape still
 * work.
 */
const swipeIgnored = { onPointerMove: (event: PointerEvent) => event.preventDefault() };

/**
 * The primary notification list on Radix Toast (docs/product.md#common-frame): 5000 ms by default, swipe right
 * past 50 px, close button, Escape, F8 to reach the list, paused while hovered or focused and
 * while the window is in the background or the page hidden. On phones the owner may switch
 * swiping off.
 */
export function Toaster({ toasts }: { toasts: readonly ToastEntry[] }) {
  const { t } = useTranslation();
  usePauseWhileHidden();
  const swipeOff = usePhoneSettings()?.enableSwipeGestures === false;

  return (
    <RadixToast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={50}
      label={t('toast.label')}
    >
      {toasts.map((toast) => (
        <Root
          key={toast.id}
          open={toast.open}
          duration={toast.duration}
          onOpenChange={(open) => !open && dismissToast(toast.id)}
          $variant={toast.variant ?? 'default'}
          type={toast.variant === 'destructive' ? 'foreground' : 'background'}
          {...(swipeOff && swipeIgnored)}
        >
          <Title dir="auto">{toast.title}</Title>
          {toast.description && <Description dir="auto">{toast.description}</Description>}
          {toast.action && (
            <RadixToast.Action altText={toast.action.label} asChild>
              <ActionLink to={toast.action.href} onClick={() => dismissToast(toast.id)}>
                {toast.action.label}
              </ActionLink>
            </RadixToast.Action>
          )}
          <CloseButton aria-label={t('common.close')}>
            <CloseIcon size={18} />
          </CloseButton>
        </Root>
      ))}
      <Viewport label={t('toast.viewportLabel')} />
    </RadixToast.Provider>
  );
}
