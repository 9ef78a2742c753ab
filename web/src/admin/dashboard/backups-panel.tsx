import { useState } from 'react';
import styled from 'styled-components';
import { TakeBackupDocument } from '@crumb/shared/shared-operations';
import { useMutation, useQuery } from '@apollo/client/react';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { Button } from '../../shared/button';
import { showToast } from '../../shared/toast/toast-store';
import { spreadRow } from '../../shared/spread-row';
import { color } from '../../theme/tokens';
import { AdminBackupsDocument } from '../graphql/generated';
import { adminQueryOptions } from '../shared/admin-query';
import { adminCardStyles } from '../shared/admin-form';
import { useFailureMessage } from '../shared/failure-message';
import { ListLoadState } from '../shared/list-load-state';
import { dashboardTexts } from './dashboard-texts';
import { formatHours, formatSize, formatTakenAt } from './backup-formats';
import { downloadBackup } from './download-backup';

const Panel = styled.section`
  ${adminCardStyles}
  gap: 0.75rem;
  margin-block-end: 2rem;
`;

const Head = styled.div`
  ${spreadRow('center', '0.5rem 1rem')}

  h2 {
    font-size: 1.25rem;
  }
`;

const Last = styled.p`
  font-size: 1.0625rem;
  font-weight: 600;
`;

const Hint = styled.p`
  color: ${color('mutedForeground')};
  font-size: 0.875rem;
`;

const Kept = styled.details`
  summary {
    cursor: pointer;
    color: ${color('primary')};
    font-weight: 600;
  }
`;

const Archives = styled.ul`
  display: grid;
  margin: 0;
  margin-block-start: 0.5rem;
  padding: 0;
  list-style: none;
`;

const Archive = styled.li`
  ${spreadRow('center', '0.25rem 1rem')}
  padding-block: 0.5rem;
  border-block-start: 1px solid ${color('border')};
`;

/**
 * When the shop was last backed up, how it backs itself up, a button to take one now and the
 * archives kept, each to download (docs/product.md#dashboard). The owner's alone.
 */
export function BackupsPanel() {
  const { t, i18n } = useFeatureTexts(dashboardTexts);
  const failure = useFailureMessage();
  const query = useQuery(AdminBackupsDocument, adminQueryOptions);
  const [take, { loading: taking }] = useMutation(TakeBackupDocument, { refetchQueries: [AdminBackupsDocument] });
  const [downloading, setDownloading] = useState<string | null>(null);
  const language = i18n.language;
  const backups = query.data?.backups;
  const automatic = query.data?.automaticBackups;

  const takeNow = async () => {
    try {
      const { data } = await take({ awaitRefetchQueries: true });
      if (data) showToast({ title: t('adminBackups.taken', { name: data.takeBackup.name }), variant: 'success' });
    } catch (error) {
      showToast({ title: failure(t('adminBackups.takeFailed'), error), variant: 'destructive' });
    }
  };

  const download = async (name: string) => {
    setDownloading(name);
    try {
      await downloadBackup(name);
    } catch (error) {
      showToast({ title: failure(t('adminBackups.downloadFailed'), error), variant: 'destructive' });
    } finally {
      setDownloading(null);
    }
  };

  const [last] = backups ?? [];
  return (
    <Panel aria-labelledby="backups-title">
      <Head>
        <h2 id="backups-title">{t('adminBackups.title')}</h2>
        <Button $variant="outline" disabled={taking} onClick={() => void takeNow()}>
          {taking ? t('adminBackups.taking') : t('adminBackups.takeNow')}
        </Button>
      </Head>
      {!backups || !automatic ? (
        <ListLoadState query={query} loadingText={t('adminBackups.loading')} errorText={t('adminBackups.loadError')} />
      ) : (
        <>
          <Last>
            {last ? t('adminBackups.last', { date: formatTakenAt(last.createdAt, language) }) : t('adminBackups.none')}
          </Last>
          <Hint>
            {automatic.everyHours === null
              ? t('adminBackups.automaticOff', { count: automatic.keep })
              : t('adminBackups.automatic', {
                  count: automatic.keep,
                  hours: formatHours(automatic.everyHours, language),
                })}
          </Hint>
          {backups.length > 0 && (
            <Kept>
              <summary>{t('adminBackups.kept', { count: backups.length })}</summary>
              <Archives>
                {backups.map((backup) => {
                  const date = formatTakenAt(backup.createdAt, language);
                  return (
                    <Archive key={backup.name}>
                      <span>
                        {date} · <bdi>{formatSize(backup.size, language)}</bdi>
                      </span>
                      <Button
                        $variant="outline"
                        disabled={downloading === backup.name}
                        aria-label={t('adminBackups.downloadLabel', { date })}
                        onClick={() => void download(backup.name)}
                      >
                        {t('adminBackups.download')}
                      </Button>
                    </Archive>
                  );
                })}
              </Archives>
            </Kept>
          )}
        </>
      )}
    </Panel>
  );
}
