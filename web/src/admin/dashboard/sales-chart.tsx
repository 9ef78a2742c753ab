import { useId } from 'react';
import styled from 'styled-components';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { formatPrice } from '../../shared/format-price';
import { visuallyHiddenStyles } from '../../shared/visually-hidden';
import { color } from '../../theme/tokens';
import { dashboardTexts } from './dashboard-texts';

export interface ChartDay {
  /** YYYY-MM-DD (Bahrain). */
  date: string;
  orders: number;
  sales: number;
}

const WIDTH = 280;
const HEIGHT = 100;
const GAP = 4;

/** A Bahrain day (YYYY-MM-DD) for display, in Western digits like every figure of the shop. */
export function formatDay(date: string, language: string, withWeekday = false): string {
  return new Intl.DateTimeFormat(language, {
    ...(withWeekday && { weekday: 'short' }),
    month: 'short',
    day: 'numeric',
    numberingSystem: 'latn',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/**
 * Where each day's bar goes: oldest first along the reading direction, so in a right-to-left
 * language time runs from right to left (today leftmost). Heights are sales over the largest day.
 */
export function barLayout(days: readonly ChartDay[], rightToLeft: boolean) {
  const step = WIDTH / Math.max(days.length, 1);
  const largest = Math.max(0, ...days.map((day) => day.sales));
  return days.map((day, index) => {
    const slot = rightToLeft ? days.length - 1 - index : index;
    const height = largest === 0 ? 0 : (day.sales / largest) * HEIGHT;
    return { day, x: slot * step + GAP / 2, width: step - GAP, y: HEIGHT - height, height };
  });
}

const Figure = styled.figure`
  display: grid;
  gap: 0.5rem;
  margin: 0;
`;

const Caption = styled.figcaption`
  display: grid;
  gap: 0.125rem;

  strong {
    font-size: 1.0625rem;
  }

  span {
    color: ${color('mutedForeground')};
    font-size: 0.875rem;
  }
`;

const Chart = styled.svg`
  display: block;
  inline-size: 100%;
  block-size: auto;
  max-block-size: 12rem;
`;

const Bar = styled.rect`
  fill: ${color('primary')};
`;

const Baseline = styled.line`
  stroke: ${color('mutedForeground')};
  stroke-width: 1;
`;

const Axis = styled.div`
  display: flex;
  justify-content: space-between;
  color: ${color('mutedForeground')};
  font-size: 0.8125rem;
`;

/** Read by screen readers in place of the drawing; not shown. */
const HiddenTable = styled.table`
  ${visuallyHiddenStyles}
`;

/** The 14 days' sales as bars drawn by us, with a table of the same days for screen readers. */
export function SalesChart({ days }: { days: readonly ChartDay[] }) {
  const { t, i18n } = useFeatureTexts(dashboardTexts);
  const titleId = useId();
  const language = i18n.language;
  const rightToLeft = i18n.dir(language) === 'rtl';
  const bars = barLayout(days, rightToLeft);
  const first = days[0];
  const last = days.at(-1);
  const peak = Math.max(0, ...days.map((day) => day.sales));
  return (
    <Figure aria-labelledby={titleId}>
      <Caption>
        <strong id={titleId}>{t('adminFigures.chartTitle')}</strong>
        <span>{t('adminFigures.chartHint')}</span>
        {/* The bars have no scale of their own: the tallest one's amount gives it. */}
        {peak > 0 && <span>{t('adminFigures.chartPeak', { amount: formatPrice(peak, t) })}</span>}
      </Caption>
      <Chart viewBox={`0 0 ${WIDTH} ${HEIGHT + 1}`} aria-hidden="true" focusable="false" data-testid="sales-chart">
        {bars.map(({ day, x, width, y, height }) => (
          <Bar key={day.date} data-date={day.date} x={x} y={y} width={width} height={height}>
            {/* A tooltip for a pointer over the bar; screen readers have the table below. */}
            <title>{`${formatDay(day.date, language, true)}: ${formatPrice(day.sales, t)}`}</title>
          </Bar>
        ))}
        <Baseline x1={0} x2={WIDTH} y1={HEIGHT + 0.5} y2={HEIGHT + 0.5} />
      </Chart>
      {first && last && (
        // In the page's direction: the oldest day at the start, today at the end, under their bars.
        <Axis aria-hidden="true">
          <span>{formatDay(first.date, language)}</span>
          <span>{formatDay(last.date, language)}</span>
        </Axis>
      )}
      <HiddenTable>
        <caption>{t('adminFigures.chartTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('adminFigures.date')}</th>
            <th scope="col">{t('adminFigures.ordersColumn')}</th>
            <th scope="col">{t('adminFigures.salesColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatDay(day.date, language, true)}</th>
              <td>{day.orders}</td>
              <td>{formatPrice(day.sales, t)}</td>
            </tr>
          ))}
        </tbody>
      </HiddenTable>
    </Figure>
  );
}
