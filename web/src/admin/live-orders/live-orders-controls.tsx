import styled from 'styled-components';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { Button } from '../../shared/button';
import { wrapRow } from '../../shared/wrap-row';
import { color } from '../../theme/tokens';
import { liveOrdersTexts } from './live-orders-texts';
import { useLiveOrdersState } from './live-orders-state';
import type { StreamState } from './order-event-stream';

const Bar = styled.div`
  ${wrapRow('0.5rem', { alignItems: 'center' })}

  @media print {
    display: none;
  }
`;

const Indicator = styled.span<{ $state: StreamState }>`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  font-weight: 600;
  font-size: 0.9rem;
  color: ${({ $state }) => ($state === 'live' ? color('foreground') : color('mutedForeground'))};

  &::before {
    content: '';
    inline-size: 0.6rem;
    block-size: 0.6rem;
    border-radius: 50%;
    background: ${({ $state }) => ($state === 'live' ? '#16a34a' : color('mutedForeground'))};
  }
`;

const STATE_TEXT = {
  live: 'adminLiveOrders.live',
  connecting: 'adminLiveOrders.connecting',
  reconnecting: 'adminLiveOrders.reconnecting',
  stopped: 'adminLiveOrders.stopped',
} as const;

/** Whether the page is live, the sound switch (off until the owner turns it on) and, once, Notify me. */
export function LiveOrdersControls() {
  const { t } = useFeatureTexts(liveOrdersTexts);
  const live = useLiveOrdersState();
  if (!live) return null;
  return (
    <Bar>
      <Indicator $state={live.stream} title={t('adminLiveOrders.liveHint')}>
        {t(STATE_TEXT[live.stream])}
      </Indicator>
      <Button
        $variant="outline"
        aria-pressed={live.sound}
        aria-label={t('adminLiveOrders.soundLabel')}
        onClick={() => live.setSound(!live.sound)}
      >
        {t(live.sound ? 'adminLiveOrders.soundOn' : 'adminLiveOrders.soundOff')}
      </Button>
      {live.notifications === 'default' && (
        <Button $variant="ghost" title={t('adminLiveOrders.notifyLabel')} onClick={live.askNotifications}>
          {t('adminLiveOrders.notify')}
        </Button>
      )}
    </Bar>
  );
}
