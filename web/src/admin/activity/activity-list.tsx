import type { ActivityEntryFieldsFragment } from '@crumb/shared/shared-operations';
import styled from 'styled-components';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { isolateLtr } from '../../shared/bidi';
import { spreadRow } from '../../shared/spread-row';
import { VisuallyHidden } from '../../shared/visually-hidden';
import { wrapRow } from '../../shared/wrap-row';
import { color } from '../../theme/tokens';
import { formatOrderDate } from '../orders/format-order-date';
import { Badge } from '../shared/admin-form';
import { activityTexts } from './activity-texts';
import {
  isSignOutScope,
  orderedFields,
  useActivityValues,
  type ShownValue,
  type SignOutScope,
} from './activity-values';

const Entries = styled.ol`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;

  > li + li {
    border-block-start: 1px solid ${color('border')};
  }
`;

const Entry = styled.li`
  display: grid;
  gap: 0.375rem;
  padding-block: 0.875rem;
  min-inline-size: 0;
`;

const Head = styled.div`
  ${spreadRow('center', '0.25rem 0.75rem')}

  strong {
    overflow-wrap: anywhere;
  }

  time {
    color: ${color('mutedForeground')};
    font-size: 0.875rem;
  }
`;

const What = styled.p`
  ${wrapRow('0.25rem 0.5rem', { alignItems: 'center' })}
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  color: ${color('mutedForeground')};
`;

/** Field, then before and after: stacked on phones, in columns when there is room. */
const Fields = styled.dl`
  display: grid;
  gap: 0.25rem;
  margin: 0;
  padding-inline-start: 0.75rem;
  border-inline-start: 3px solid ${color('border')};
  font-size: 0.9375rem;

  div {
    display: grid;
    grid-template-columns: minmax(7rem, 11rem) minmax(0, 1fr);
    gap: 0 0.75rem;
  }

  dt {
    color: ${color('mutedForeground')};
  }

  /* Each value is a box of its own: a long one wraps inside it, and the arrow and the value after
     go to the next line together instead of running through it. */
  dd {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0 0.375rem;
    margin: 0;
    min-inline-size: 0;
    overflow-wrap: anywhere;
  }

  dd > * {
    min-inline-size: 0;
  }

  @media (max-width: 30rem) {
    div {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;

const Before = styled.span`
  color: ${color('mutedForeground')};
  text-decoration: line-through;
`;

/** The arrow from before to after, pointing the way the page reads. */
const Arrow = styled.span`
  &::before {
    content: '\\2192';
  }

  [dir='rtl'] &::before {
    content: '\\2190';
  }
`;

const AllFields = styled.details`
  summary {
    color: ${color('primary')};
    cursor: pointer;
    font-size: 0.9375rem;
  }

  dl {
    margin-block-start: 0.375rem;
  }
`;

function Value({ shown, as: Tag = 'span' }: { shown: ShownValue; as?: typeof Before | 'span' }) {
  const content = shown.muted ? <em>{shown.text}</em> : shown.text;
  return shown.dir ? (
    <Tag>
      <bdi dir={shown.dir}>{content}</bdi>
    </Tag>
  ) : (
    <Tag>{content}</Tag>
  );
}

type Values = Record<string, unknown>;

/** What changed: each field with its value before, an arrow, and its value after. */
function ChangedFields({ before, after }: { before: Values; after: Values }) {
  const { t } = useFeatureTexts(activityTexts);
  const { fieldLabel, value } = useActivityValues();
  const fields = orderedFields(before, after);
  return (
    <Fields aria-label={t('adminActivity.changes')}>
      {fields.map((field) => (
        <div key={field}>
          <dt>{fieldLabel(field)}</dt>
          <dd>
            <Value as={Before} shown={value(field, before[field])} />
            <Arrow aria-hidden="true" />
            <VisuallyHidden> {t('adminActivity.changedTo')} </VisuallyHidden>
            <Value shown={value(field, after[field])} />
          </dd>
        </div>
      ))}
    </Fields>
  );
}

/** Every field of a row that was made or removed, folded away under how many there are. */
function RowFields({ values }: { values: Values }) {
  const { t } = useFeatureTexts(activityTexts);
  const { fieldLabel, value } = useActivityValues();
  const fields = orderedFields(values);
  return (
    <AllFields>
      <summary>{t('adminActivity.fieldCount', { count: fields.length })}</summary>
      <Fields>
        {fields.map((field) => (
          <div key={field}>
            <dt>{fieldLabel(field)}</dt>
            <dd>
              <Value shown={value(field, values[field])} />
            </dd>
          </div>
        ))}
      </Fields>
    </AllFields>
  );
}

/** The kinds with one row only (the settings, the schedule, the areas' switches): their '#1' says nothing. */
const SINGLE_ROW_KINDS: ReadonlySet<ActivityEntryFieldsFragment['entity']> = new Set([
  'settings',
  'deliverySchedule',
  'deliveryAreas',
]);

/** What a sign-out ended, as its entry says (`{sessions: 'others'}`), when it says something known. */
function signOutScope(entry: ActivityEntryFieldsFragment): SignOutScope | null {
  const ended = entry.action === 'signOut' ? entry.after?.sessions : undefined;
  return typeof ended === 'string' && isSignOutScope(ended) ? ended : null;
}

const SESSION_ACTIONS: ReadonlySet<ActivityEntryFieldsFragment['action']> = new Set([
  'signIn',
  'signInFailed',
  'signOut',
]);

function ActivityItem({ entry }: { entry: ActivityEntryFieldsFragment }) {
  const { t, i18n } = useFeatureTexts(activityTexts);
  const isSession = SESSION_ACTIONS.has(entry.action);
  const scope = signOutScope(entry);
  const tone = entry.action === 'signInFailed' || entry.action === 'delete' ? 'muted' : 'primary';
  return (
    <Entry>
      <Head>
        <strong>
          {entry.actor.email ? <bdi dir="ltr">{entry.actor.email}</bdi> : <Muted>{t('adminActivity.nobody')}</Muted>}
        </strong>
        <time dateTime={entry.at}>{formatOrderDate(entry.at, i18n.language)}</time>
      </Head>
      <What>
        <Badge $tone={tone}>{t(`adminActivity.actions.${entry.action}`)}</Badge>
        {!isSession && (
          <>
            <span>{t(`adminActivity.kinds.${entry.entity}`)}</span>
            {entry.entityId && !SINGLE_ROW_KINDS.has(entry.entity) && <bdi dir="ltr">#{entry.entityId}</bdi>}
            {entry.label && (
              <strong>
                <bdi>{entry.label}</bdi>
              </strong>
            )}
          </>
        )}
        {scope && <span>{t(`adminActivity.signedOut.${scope}`)}</span>}
        {entry.address && <Muted>{t('adminActivity.fromAddress', { address: isolateLtr(entry.address) })}</Muted>}
      </What>
      {!isSession && entry.before && entry.after && <ChangedFields before={entry.before} after={entry.after} />}
      {!isSession && !(entry.before && entry.after) && (entry.after ?? entry.before) && (
        <RowFields values={(entry.after ?? entry.before)!} />
      )}
    </Entry>
  );
}

/** The entries of a page of the activity record, newest first. */
export function ActivityList({ entries }: { entries: readonly ActivityEntryFieldsFragment[] }) {
  const { t } = useFeatureTexts(activityTexts);
  return (
    <Entries aria-label={t('adminActivity.listLabel')}>
      {entries.map((entry) => (
        <ActivityItem key={entry.id} entry={entry} />
      ))}
    </Entries>
  );
}
